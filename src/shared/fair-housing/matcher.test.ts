import { describe, expect, it } from 'vitest';
import { listingWording, listingWordingWarnings, SHARED_LIVING, WORDING_LIST_VERSION } from './listing-wording.ts';
import { applyBetterWording, compileWording, findFlaggedPhrases, wordingTree, words, type MatchStats } from './matcher.ts';
import { PROTECTED_CLASSES, RULES, type ProtectedClass } from './phrases.ts';

/** Sentences with a phrase that must be flagged: [sentence, the phrase as written, its class]. */
const CAUGHT: Array<[string, string, ProtectedClass]> = [
  // Lawful source of income, with spelling and spacing variants.
  ['No Section 8.', 'No Section 8', 'source-of-income'],
  ['Sunny 2BR, no-section-8', 'no-section-8', 'source-of-income'],
  ['Sec. 8 not accepted at this time', 'Sec. 8 not accepted', 'source-of-income'],
  ['NO SEC 8', 'NO SEC 8', 'source-of-income'],
  ['no section8 please', 'no section8 please', 'source-of-income'],
  ['No section eight tenants', 'No section eight tenants', 'source-of-income'],
  ['Landlord: no S8', 'no S8', 'source-of-income'],
  ['No vouchers!', 'No vouchers', 'source-of-income'],
  ['no  voucher   holders', 'no  voucher   holders', 'source-of-income'],
  ['NO PROGRAMS', 'NO PROGRAMS', 'source-of-income'],
  ['We don’t accept vouchers.', 'don’t accept vouchers', 'source-of-income'],
  ["The landlord doesn't take CityFHEPS", "doesn't take CityFHEPS", 'source-of-income'],
  ['Owner does not accept any programs', 'does not accept any programs', 'source-of-income'],
  ['Currently not accepting housing vouchers', 'not accepting housing vouchers', 'source-of-income'],
  ['No City FHEPS or HASA', 'No City FHEPS', 'source-of-income'],
  ['no HASA', 'no HASA', 'source-of-income'],
  ['Vouchers need not apply', 'Vouchers need not apply', 'source-of-income'],
  ['Programs not accepted', 'Programs not accepted', 'source-of-income'],
  ['No government assistance', 'No government assistance', 'source-of-income'],
  ['no public assistance, no exceptions', 'no public assistance', 'source-of-income'],
  ['No SSI or SSDI', 'No SSI', 'source-of-income'],
  ['No pets or Section 8', 'No pets or Section 8', 'source-of-income'],
  ['Strictly no subsidies', 'Strictly no subsidies', 'source-of-income'],
  ['Tenants must be employed', 'Tenants must be employed', 'source-of-income'],
  ['Applicants must have a job', 'Applicants must have a job', 'source-of-income'],
  ['Employment required.', 'Employment required', 'source-of-income'],
  ['employed applicants only', 'employed applicants only', 'source-of-income'],
  ['No unemployed', 'No unemployed', 'source-of-income'],
  ['W-2 employees only', 'W-2 employees only', 'source-of-income'],
  ['Perfect for working professionals', 'working professionals', 'source-of-income'],
  ['Professionals only', 'Professionals only', 'source-of-income'],
  // Familial status.
  ['No kids', 'No kids', 'familial-status'],
  ['no children please', 'no children please', 'familial-status'],
  ['No babies.', 'No babies', 'familial-status'],
  ['No pets, kids or smokers', 'No pets, kids', 'familial-status'],
  ['Kids not allowed', 'Kids not allowed', 'familial-status'],
  ['Not suitable for children', 'Not suitable for children', 'familial-status'],
  ['Adults only', 'Adults only', 'familial-status'],
  ['adult-only building', 'adult-only building', 'familial-status'],
  ['Quiet adult building', 'adult building', 'familial-status'],
  ['No families', 'No families', 'familial-status'],
  // Age.
  ['Perfect for a young professional', 'a young professional', 'age'],
  ['Ideal for young couples', 'young couples', 'age'],
  ['Great for a mature tenant', 'a mature tenant', 'age'],
  ['No seniors', 'No seniors', 'age'],
  ['no retirees', 'no retirees', 'age'],
  ['Ages 25-35 only.', 'Ages 25-35 only', 'age'],
  ['Roommates aged 21 to 30 preferred', 'aged 21 to 30 preferred', 'age'],
  ['For applicants between the ages of 25 and 40', 'between the ages of 25 and 40', 'age'],
  ['Age 30 and under', 'Age 30 and under', 'age'],
  ['Looking for 25-35 year olds', '25-35 year olds', 'age'],
  ['Under 35 only', 'Under 35 only', 'age'],
  ['Must be under 40', 'Must be under 40', 'age'],
  ['No one over 45', 'No one over 45', 'age'],
  // Disability.
  ['No wheelchairs', 'No wheelchairs', 'disability'],
  ['Must be able to climb stairs', 'Must be able to climb stairs', 'disability'],
  ['able-bodied tenants only', 'able-bodied tenants only', 'disability'],
  ['No service animals', 'No service animals', 'disability'],
  ['No emotional support animals', 'No emotional support animals', 'disability'],
  ['Must be in good health', 'Must be in good health', 'disability'],
  // Immigration status and national origin.
  ['US citizens only', 'US citizens only', 'immigration-status'],
  ['U.S. citizens only', 'U.S. citizens only', 'immigration-status'],
  ['Must have a Social Security number', 'Must have a Social Security number', 'immigration-status'],
  ['Green card required', 'Green card required', 'immigration-status'],
  ['No immigrants', 'No immigrants', 'immigration-status'],
  ['English speakers only', 'English speakers only', 'national-origin'],
  ['Must speak English', 'Must speak English', 'national-origin'],
  // Race or color, religion.
  ['Whites only', 'Whites only', 'race'],
  ['Christian household', 'Christian household', 'religion'],
  ['Jewish tenants only', 'Jewish tenants only', 'religion'],
  // Gender, sexual orientation, marital status.
  ['Female roommate wanted', 'Female roommate wanted', 'gender'],
  ['Women only', 'Women only', 'gender'],
  ['No gays', 'No gays', 'sexual-orientation'],
  ['Married couples only', 'Married couples only', 'marital-status'],
  ['Singles only', 'Singles only', 'marital-status'],
  ['No couples', 'No couples', 'marital-status'],
  // Lawful occupation, arrest or conviction record.
  ['No musicians', 'No musicians', 'lawful-occupation'],
  ['No felons', 'No felons', 'criminal-history'],
  ['Clean criminal record required', 'Clean criminal record required', 'criminal-history'],
  ['Must pass a criminal background check', 'Must pass a criminal background check', 'criminal-history'],
  // Issue 47: past landlord-tenant cases (RPL § 227-f), US credit, single people, gender identity, age.
  ['No evictions, no housing court cases', 'No evictions', 'housing-court-history'],
  ['Applicants with L&T history will not be considered', 'Applicants with L&T history will not be considered', 'housing-court-history'],
  ['Must have US credit history', 'Must have US credit history', 'immigration-status'],
  ['Ideal for a single professional', 'a single professional', 'marital-status'],
  ['Only singles', 'Only singles', 'marital-status'],
  ['no trans', 'no trans', 'sexual-orientation'],
  ['Cis women only', 'Cis women only', 'sexual-orientation'],
  ['Biological females only', 'Biological females only', 'sexual-orientation'],
  ['Looking for a female roommate under 30', 'female roommate under 30', 'age'],
];

/** Ordinary listing language that must not be flagged. */
const NOT_CAUGHT: string[] = [
  'No fee.',
  'NO FEE! Owner pays broker fee.',
  "Kids' playroom on the second floor",
  "Children's playground across the street",
  'Near schools, parks and the 1/2/3 trains',
  'Pets welcome',
  'No pets',
  'No smoking',
  'No smokers, please',
  'Doorman building with a live-in super',
  'Fourth-floor walk-up',
  'Walk-up with charming prewar details',
  'Master bedroom with an en-suite bath',
  'Walking distance to Central Park',
  'Quiet neighborhood, tree-lined block',
  'Family room with a fireplace',
  'Family-friendly building with a playroom',
  'Great for families',
  'Kids welcome',
  'Children welcome',
  'Section 8 welcome',
  'Section 8 and all vouchers welcome',
  'We accept CityFHEPS, HASA and all lawful sources of income',
  'All programs considered',
  'Vouchers accepted',
  'No Social Security number required',
  'No broker fee, no application fee beyond $20',
  'Guarantors accepted',
  'Good credit required',
  'Income of 40 times the rent or a guarantor',
  'Wheelchair accessible entrance',
  'Elevator building, no stairs to climb',
  'Service animals are always welcome',
  'Close to a church and a synagogue',
  'Steps from the Jewish Museum',
  'Mature trees line the block',
  'Young building with modern systems',
  'Two-bedroom, two-bath, no roomies',
  '1 Roomie',
  'No Roomies',
  'Bachelor-style studio with a Murphy bed',
  'Mother-in-law suite with its own entrance',
  'Professionally managed building',
  'Professional photos available on request',
  'Working fireplace in the living room',
  'Must see! Priced to rent',
  'Must sign a 12-month lease',
  'No laundry in unit, laundry room in the basement',
  'No elevator; third floor',
  'No couch included, but the bed stays',
  'Heat and hot water included',
  'Dishwasher, washer/dryer, central air',
  'Sublet through August, fully furnished',
  'No broker, no hassle',
  'Gym, roof deck and bike room',
  'Landlord pays the broker fee (FARE Act)',
  'Application fee $20',
  'Near Columbia University and Mount Sinai',
  'Pre-war charm, high ceilings, south light',
  'Storage unit included',
  'The super lives on site and answers fast',
  'Quiet, sun-filled, no noise from the street',
  'Easy access to the A/C/E at 50th Street',
  'White oak floors throughout',
  'Black granite counters and white cabinets',
  'Great for a home office',
  'No one above you: top-floor unit',
  'No smoking building, no exceptions',
  '25-35 minutes to Midtown by train',
  'Built in 1925, renovated in 2020',
  'Playroom for kids ages 2-10',
  'Appliances 2-3 years old',
  'Ages well: a 1920s building',
  // Words that contain or sit near the new phrases and say nothing about who may rent.
  'Steps from transit: the 6 train and the M15',
  'Free transfer to the L at Union Square',
  'Single-family house with a yard',
  'Single room occupancy is not allowed in this building',
  'Transom windows and a transitional lobby',
  'Good Cause Eviction applies: no eviction without good cause',
  'Credit check up to $20 (RPL 238-a)',
  'Under 30 minutes to Midtown',
  'US Open courts nearby in Flushing Meadows',
  'Biology lab at the high school across the street',
];

describe('wording check: the phrase list', () => {
  it('every rule names a protected class, a plain explanation and a source; no two rules claim one phrase', () => {
    const tree = compileWording();
    expect(tree.conflicts).toEqual([]);
    for (const rule of RULES) {
      expect(PROTECTED_CLASSES[rule.class], rule.id).toBeTruthy();
      expect(rule.explanation.length, rule.id).toBeGreaterThan(20);
      expect(rule.explanation.length, rule.id).toBeLessThan(160);
    }
    // Every class of the law that the list covers appears at least once among the caught sentences.
    expect(new Set(CAUGHT.map(([, , c]) => c))).toEqual(new Set(RULES.map((rule) => rule.class)));
    expect(WORDING_LIST_VERSION).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('wording check: what it catches', () => {
  it(`holds at least 60 phrases that must be caught (${CAUGHT.length}) and 60 ordinary sentences that must not be (${NOT_CAUGHT.length})`, () => {
    expect(CAUGHT.length).toBeGreaterThanOrEqual(60);
    expect(NOT_CAUGHT.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CAUGHT)('flags %j: %j (%s)', (sentence, phrase, protectedClass) => {
    const found = findFlaggedPhrases(sentence);
    expect(found.map((f) => f.phrase)).toContain(phrase);
    const hit = found.find((f) => f.phrase === phrase)!;
    expect(hit.classId).toBe(protectedClass);
    expect(hit.class).toBe(PROTECTED_CLASSES[protectedClass]);
    expect(sentence.slice(hit.start, hit.end)).toBe(phrase);
  });

  it.each(NOT_CAUGHT)('does not flag %j', (sentence) => {
    expect(findFlaggedPhrases(sentence)).toEqual([]);
  });

  it('finds every phrase of a longer text, in order, each once', () => {
    const text = 'Bright one-bedroom. No pets, no vouchers. Adults only; perfect for a young professional.';
    expect(findFlaggedPhrases(text).map((f) => f.phrase)).toEqual(['no vouchers', 'Adults only', 'a young professional']);
  });
});

describe('wording check: better wording', () => {
  it('replaces the phrase with a wording that keeps the sentence readable, in its capitalisation', () => {
    const cases: Array<[string, string]> = [
      ['No Section 8.', 'All lawful sources of income welcome.'],
      ['Sunny, no vouchers.', 'Sunny, all lawful sources of income welcome.'],
      ["We don't accept vouchers.", 'We accept all lawful sources of income.'],
      ['The landlord does not take programs.', 'The landlord accepts all lawful sources of income.'],
      ['Perfect for a young professional.', 'Perfect for anyone.'],
      ['Tenants must be employed.', 'Income from any lawful source considered.'],
    ];
    for (const [before, after] of cases) {
      const [flagged] = findFlaggedPhrases(before);
      expect(applyBetterWording(before, flagged), before).toBe(after);
      expect(findFlaggedPhrases(after), after).toEqual([]);
    }
  });

  it('has none where the phrase should simply go', () => {
    const [flagged] = findFlaggedPhrases('Adults only');
    expect(flagged.better).toBeNull();
    expect(applyBetterWording('Adults only', flagged)).toBe('Adults only');
  });
});

describe('wording check: the words of a text', () => {
  it('ignores case, spacing and punctuation, splits letters from digits, keeps possessives apart', () => {
    expect(words('No-Section-8, SEC.8 section8').map((w) => w.text)).toEqual([
      'no',
      'section',
      '8',
      'section',
      '8',
      'section',
      '8',
    ]);
    expect(words("don't kid's kids' kids").map((w) => w.text)).toEqual(['dont', "kid's", "kids'", 'kids']);
    expect(words('Café über 3BR').map((w) => w.text)).toEqual(['café', 'über', '3', 'br']);
  });
});

describe('wording check: listings', () => {
  it('checks the description, the size and the fee names, field by field', () => {
    const warnings = listingWordingWarnings({
      description: 'No vouchers.',
      size: 'Adults only',
      fees: [{ name: 'Move-in fee' }, { name: 'No kids deposit' }],
    });
    expect(warnings.map((w) => [w.field, w.phrase, w.class])).toEqual([
      ['description', 'No vouchers', PROTECTED_CLASSES['source-of-income']],
      ['size', 'Adults only', PROTECTED_CLASSES['familial-status']],
      ['fees', 'No kids', PROTECTED_CLASSES['familial-status']],
    ]);
  });
});

describe('wording check: a room in a shared apartment (decision 064)', () => {
  it('notes and allows a preference for flatmates of one sex on a room, flags it on a whole apartment', () => {
    const shared = { hostLivesIn: true, hostShares: true };
    const room = listingWording({ kind: 'room', household: shared, description: 'Female roommate wanted.' });
    expect(room.warnings).toEqual([]);
    expect(room.notes).toEqual([
      expect.objectContaining({
        field: 'description',
        phrase: 'Female roommate wanted',
        ruleId: 'one-sex',
        note: SHARED_LIVING.reason,
      }),
    ]);
    // Without both facts of shared living (the owner or tenant lives there, and shares it) a room is any listing.
    const cases = [
      { kind: 'apartment' as const },
      { kind: undefined },
      { kind: 'room' as const },
      { kind: 'room' as const, household: { hostLivesIn: true, hostShares: false } },
      { kind: 'room' as const, household: { hostLivesIn: false, hostShares: true } },
    ];
    for (const listing of cases) {
      const whole = listingWording({ ...listing, description: 'Female roommate wanted.' });
      expect(whole.notes).toEqual([]);
      expect(whole.warnings.map((w) => [w.phrase, w.classId])).toEqual([['Female roommate wanted', 'gender']]);
    }
  });

  it("flags every other protected trait on a room too: 'No Section 8', 'Ages 25-35 only', children, religion", () => {
    for (const kind of ['room', 'apartment'] as const) {
      const { warnings, notes } = listingWording({
        kind,
        household: { hostLivesIn: true, hostShares: true },
        description: 'Women only. No Section 8. Ages 25-35 only. No kids. Christian household.',
      });
      const others = ['source-of-income', 'age', 'familial-status', 'religion'];
      expect(warnings.map((w) => w.classId)).toEqual(kind === 'room' ? others : ['gender', ...others]);
      expect(notes.map((n) => n.phrase)).toEqual(kind === 'room' ? ['Women only'] : []);
    }
  });
});

describe('wording check: hostile input', () => {
  const tree = wordingTree();
  const bounded = (text: string) => {
    const stats: MatchStats = { steps: 0 };
    const found = findFlaggedPhrases(text, stats);
    const count = words(text).length;
    expect(stats.steps).toBeLessThanOrEqual(count * tree.maxWords);
    return { found, count };
  };

  it('does work in proportion to the words, whatever the text (no backtracking)', () => {
    // Texts built so that every word starts a partial match that never completes.
    const nearMisses = bounded('no section '.repeat(20_000));
    expect(nearMisses.found).toEqual([]);
    const refusals = bounded('does not accept any '.repeat(20_000));
    expect(refusals.found).toEqual([]);
    const all = bounded('no '.repeat(50_000) + 'kids');
    expect(all.found.map((f) => f.phrase)).toEqual(['no kids']);
    // Numbers everywhere: the any-number word never makes the walk longer.
    const ages = bounded('ages 25 35 and '.repeat(20_000) + 'ages 1 2 3 4 5 6 7 8 9 '.repeat(10_000));
    expect(ages.found.length).toBe(30_000);
    const numbers = bounded('1 '.repeat(100_000));
    expect(numbers.found).toEqual([]);
    const punctuation = bounded("'".repeat(100_000) + '-'.repeat(100_000) + "a'".repeat(50_000));
    expect(punctuation.found).toEqual([]);
  });

  it('reads a megabyte of text in one pass', () => {
    const text = 'x'.repeat(1_000_000);
    expect(bounded(text).count).toBe(1);
  });
});
