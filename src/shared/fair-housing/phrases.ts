/**
 * The wording the listing form and the reply form flag: phrases that express a preference or a
 * limitation based on a class the New York City Human Rights Law protects in housing. Written by
 * the team from the public sources below (none of their text is copied); decision 041 says what is
 * deliberately not flagged and how the list is kept current.
 *
 * A rule's patterns are matched word by word, ignoring case, spacing and punctuation:
 * - words are separated by spaces; `a|b` is one word out of several; a trailing `?` makes a word optional;
 * - `{name}` is any phrase of the group `name` below (groups may hold phrases of several words);
 * - `#` is any number ('ages # # only' reads 'Ages 25-35 only'); a number the pattern names wins;
 * - numbers and letters inside a word are separate words ('section8' is 'section 8'), 'sec'/'sect'
 *   read as 'section' and 'eight' as '8'; an apostrophe inside a word is dropped ('don't' is 'dont'),
 *   but a possessive keeps it ('kids'', 'kid's'), so 'no kids' playroom' is not 'no kids'.
 * Changing anything here changes WORDING_LIST_VERSION, and the server checks every stored listing
 * again at its next start.
 */

export const PROTECTED_CLASSES = {
  'source-of-income': 'Lawful source of income',
  'familial-status': 'Familial status (children)',
  age: 'Age',
  disability: 'Disability',
  'immigration-status': 'Immigration or citizenship status',
  'national-origin': 'National origin',
  race: 'Race or color',
  religion: 'Creed or religion',
  gender: 'Gender',
  'sexual-orientation': 'Sexual orientation or gender identity',
  'marital-status': 'Marital or partnership status',
  'lawful-occupation': 'Lawful occupation',
  'criminal-history': 'Arrest or conviction record',
  'housing-court-history': 'Past landlord-tenant court cases',
} as const;
export type ProtectedClass = keyof typeof PROTECTED_CLASSES;

/**
 * The law each class's rules break, as the warning names it (decision 095): the NYC Human Rights Law's
 * housing section, Administrative Code § 8-107(5)(a), which forbids refusing, and advertising any
 * limitation or preference, because of these traits; its Fair Chance subdivision for records; and the
 * State's Real Property Law § 227-f for past landlord-tenant cases.
 */
export const LAWS: Record<ProtectedClass, string> = {
  'source-of-income': 'NYC Admin Code § 8-107(5)(a): lawful source of income',
  'familial-status': 'NYC Admin Code § 8-107(5)(a): presence of children',
  age: 'NYC Admin Code § 8-107(5)(a): age',
  disability: 'NYC Admin Code § 8-107(5)(a): disability',
  'immigration-status': 'NYC Admin Code § 8-107(5)(a): immigration or citizenship status, national origin',
  'national-origin': 'NYC Admin Code § 8-107(5)(a): national origin',
  race: 'NYC Admin Code § 8-107(5)(a): race, color',
  religion: 'NYC Admin Code § 8-107(5)(a): creed',
  gender: 'NYC Admin Code § 8-107(5)(a): gender',
  'sexual-orientation': 'NYC Admin Code § 8-107(5)(a): sexual orientation; gender, which includes gender identity (§ 8-102)',
  'marital-status': 'NYC Admin Code § 8-107(5)(a): marital status, partnership status',
  'lawful-occupation': 'NYC Admin Code § 8-107(5)(a): lawful occupation',
  'criminal-history': 'NYC Admin Code § 8-107(11-a): Fair Chance for Housing',
  'housing-court-history': 'NY Real Property Law § 227-f: past landlord-tenant actions',
};

export const SOURCES = {
  'nyc-source-of-income': {
    title: 'NYC Commission on Human Rights: Source of Income Discrimination',
    url: 'https://www.nyc.gov/site/cchr/media/source-of-income.page',
  },
  'nyc-housing': {
    title: 'NYC Commission on Human Rights: fair housing rights and responsibilities',
    url: 'https://www1.nyc.gov/site/fairhousing/renters/rights-and-responsibilities.page',
  },
  'nyc-human-rights-law': {
    title: 'NYC Human Rights Law, housing (Administrative Code § 8-107(5)), with the Fair Chance for Housing Law of 2025',
    url: 'https://www.nyc.gov/site/cchr/law/the-law.page',
  },
  'nys-rpl-227-f': {
    title: 'NY Real Property Law § 227-f: denial on the basis of involvement in prior disputes prohibited',
    url: 'https://www.nysenate.gov/legislation/laws/RPP/227-F',
  },
  'hud-advertising': {
    title: 'HUD: Guidance Regarding Advertisements Under § 804(c) of the Fair Housing Act (January 9, 1995)',
    url: 'https://www.hud.gov/sites/documents/doc_7784.pdf',
  },
} as const;
type SourceId = keyof typeof SOURCES;

/** Phrases several rules share. */
export const GROUPS: Record<string, readonly string[]> = {
  // Ways of paying rent the City protects: vouchers, subsidies, benefits.
  programs: [
    'section 8',
    's 8',
    'section 8 vouchers',
    'section 8 tenants',
    'vouchers',
    'voucher',
    'voucher holders',
    'housing vouchers',
    'housing choice vouchers',
    'hcv',
    'programs',
    'housing programs',
    'rental programs',
    'government programs',
    'assistance programs',
    'cityfheps',
    'city fheps',
    'fheps',
    'hasa',
    'sota',
    'hra',
    'dss',
    'linc',
    'subsidies',
    'subsidy',
    'housing subsidies',
    'rental subsidies',
    'government assistance',
    'public assistance',
    'housing assistance',
    'rental assistance',
    'welfare',
    'ssi',
    'ssdi',
    'social security',
    'disability benefits',
    'disability income',
    'child support',
    'alimony',
    'unemployment benefits',
    'gi bill',
  ],
  kids: ['kids', 'kid', 'children', 'child', 'babies', 'baby', 'infants', 'toddlers', 'minors', 'teenagers', 'teens'],
  // 'We don't accept …' / 'The landlord does not take …' / 'Not accepting …'.
  refuse: [
    'dont accept',
    'do not accept',
    'cannot accept',
    'cant accept',
    'wont accept',
    'will not accept',
    'unable to accept',
    'dont take',
    'do not take',
    'wont take',
    'will not take',
    'cannot take',
    'cant take',
  ],
  refuses: ['doesnt accept', 'does not accept', 'doesnt take', 'does not take'],
  refusing: ['not accepting', 'no longer accepting', 'not taking', 'no longer taking'],
  refused: [
    'not accepted',
    'not allowed',
    'not permitted',
    'not welcome',
    'not considered',
    'not taken',
    'need not apply',
    'neednt apply',
    'please dont apply',
    'do not apply',
  ],
  allowed: ['allowed', 'permitted', 'accepted', 'please', 'considered'],
  only: ['only', 'preferred', 'wanted', 'required'],
  young: ['young', 'younger'],
  people: [
    'professional',
    'professionals',
    'couple',
    'couples',
    'person',
    'people',
    'tenant',
    'tenants',
    'renter',
    'renters',
    'adult',
    'adults',
    'individual',
    'individuals',
    'crowd',
    'applicant',
    'applicants',
    'family',
    'families',
    'singles',
    'woman',
    'women',
    'man',
    'men',
  ],
  sexes: [
    'female',
    'females',
    'male',
    'males',
    'women',
    'men',
    'girls',
    'guys',
    'ladies',
    'gentlemen',
    'woman',
    'man',
    'lady',
    'gentleman',
  ],
  religions: [
    'christian',
    'christians',
    'catholic',
    'catholics',
    'protestant',
    'protestants',
    'jewish',
    'jews',
    'muslim',
    'muslims',
    'hindu',
    'hindus',
    'buddhist',
    'buddhists',
    'mormon',
    'mormons',
    'atheists',
  ],
  races: [
    'white',
    'whites',
    'black',
    'blacks',
    'caucasian',
    'caucasians',
    'asian',
    'asians',
    'hispanic',
    'hispanics',
    'latino',
    'latinos',
  ],
  origins: [
    'immigrants',
    'foreigners',
    'illegals',
    'illegal aliens',
    'aliens',
    'undocumented',
    'undocumented immigrants',
    'refugees',
    'non citizens',
    'noncitizens',
    'asylum seekers',
    'migrants',
  ],
  usa: ['us', 'u s', 'usa', 'american', 'united states'],
  credit: ['credit', 'credit history', 'credit score', 'credit report', 'credit record'],
  // Past landlord-tenant cases ('L&T' reads 'l t').
  courtHistory: [
    'eviction',
    'evictions',
    'prior eviction',
    'prior evictions',
    'past eviction',
    'past evictions',
    'eviction history',
    'eviction record',
    'eviction records',
    'housing court',
    'housing court case',
    'housing court cases',
    'housing court history',
    'housing court record',
    'housing court records',
    'landlord tenant case',
    'landlord tenant cases',
    'landlord tenant history',
    'landlord tenant court',
    'landlord tenant record',
    'landlord tenant records',
    'l t case',
    'l t cases',
    'l t history',
    'l t court',
    'l t record',
    'l t records',
  ],
  turnedAway: [
    'will not be considered',
    'wont be considered',
    'will not be accepted',
    'wont be accepted',
    'will be denied',
    'will be declined',
    'will be rejected',
    'are not considered',
    'are not accepted',
    'not considered',
    'not accepted',
    'need not apply',
  ],
  tenants: ['tenants', 'tenant', 'applicants', 'applicant', 'renters', 'renter', 'people', 'persons'],
};

/**
 * Phrases that contain a flagged pattern but say something lawful: matched like the rules, they
 * consume their words so nothing inside them is flagged.
 */
export const FINE: readonly string[] = [
  'no social security number|card required|needed|necessary',
  'no ssn required|needed|necessary',
  'no green card required|needed|necessary',
  // A playroom's or a school's ages describe the place, not the renters.
  'children|kids ages|aged # #',
  'children|kids ages|aged # to #',
  // The Good Cause Eviction law's own words describe a tenant's protection.
  'no eviction|evictions without good cause',
];

const SOURCE_OF_INCOME =
  'Turning away renters who pay with a voucher, subsidy or benefits is source-of-income discrimination in New York City.';

/** A pattern whose better wording differs from its rule's (so the sentence still reads). */
interface WordingPattern {
  pattern: string;
  better: string | null;
}

export interface WordingRule {
  /** Stable id (kept in the confirmation recorded on a listing). */
  id: string;
  class: ProtectedClass;
  /** What is wrong, in one plain line. */
  explanation: string;
  /** A wording to use instead of the matched phrase; null where the phrase should simply go. */
  better: string | null;
  source: SourceId;
  patterns: ReadonlyArray<string | WordingPattern>;
}

export const RULES: readonly WordingRule[] = [
  // ---- Lawful source of income ---------------------------------------------------------------
  {
    id: 'no-programs',
    class: 'source-of-income',
    explanation: SOURCE_OF_INCOME,
    better: 'All lawful sources of income welcome',
    source: 'nyc-source-of-income',
    patterns: [
      'no {programs}',
      { pattern: '{refuse} any? {programs}', better: 'accept all lawful sources of income' },
      { pattern: '{refuses} any? {programs}', better: 'accepts all lawful sources of income' },
      { pattern: '{refusing} any? {programs}', better: 'accepting all lawful sources of income' },
      '{programs} {refused}',
      'no {programs} {allowed}',
      'not for {programs} holders|tenants|recipients',
      'not set up for {programs}',
      'absolutely|sorry|strictly no {programs}',
    ],
  },
  {
    id: 'no-programs-in-a-list',
    class: 'source-of-income',
    explanation: SOURCE_OF_INCOME,
    better: null,
    source: 'nyc-source-of-income',
    patterns: ['no pets|dogs|cats|smokers|smoking|brokers|guarantors|cosigners and|or? {programs}'],
  },
  {
    id: 'employment-required',
    class: 'source-of-income',
    explanation:
      'Requiring a job shuts out renters whose rent is paid by a voucher or benefits; ask about income, not where it comes from.',
    better: 'Income from any lawful source considered',
    source: 'nyc-source-of-income',
    patterns: [
      '{tenants}? must be employed',
      '{tenants}? must be working',
      '{tenants}? must have a job',
      '{tenants}? must have employment',
      '{tenants}? must have full time employment',
      '{tenants}? must be employed full time',
      'employment required',
      'full time employment required',
      'proof of employment required',
      'employed applicants|tenants|renters|people only',
      'employed only',
      'employed individuals only',
      'job required',
      'no unemployed',
      'no unemployed applicants|tenants|people',
      'w 2 employees only',
      'w 2 income only',
      'income from employment only',
      'employment income only',
      'salaried applicants|tenants only',
    ],
  },
  {
    id: 'working-professionals',
    class: 'source-of-income',
    explanation: 'A preference for working people excludes renters who live on benefits or a voucher, and leans on occupation.',
    better: 'everyone',
    source: 'nyc-source-of-income',
    patterns: [
      'a|an? working professional|professionals',
      'professionals only',
      'professional tenants|applicants only',
      'working people only',
      'working tenants|applicants only',
      'for professionals only',
    ],
  },

  // ---- Familial status ------------------------------------------------------------------------
  {
    id: 'no-children',
    class: 'familial-status',
    explanation: 'A listing may not turn away households with children.',
    better: null,
    source: 'nyc-housing',
    patterns: [
      'no {kids}',
      'no {kids} {allowed}',
      '{kids} {refused}',
      'no families with {kids}',
      'no pets|dogs|cats|smokers|smoking|parties and|or? {kids}',
      'not suitable|suited|appropriate|ideal|good for {kids}',
      'not suitable|suited|appropriate for families',
      'unsuitable for {kids}',
      'not for families|children|kids',
      'no families',
      'no pregnant women',
      'childless couples only',
      'no room for {kids}',
      'without {kids} only',
    ],
  },
  {
    id: 'adults-only',
    class: 'familial-status',
    explanation: "'Adults only' tells families with children they are not wanted.",
    better: null,
    source: 'hud-advertising',
    patterns: [
      'adults only',
      'adult only',
      'adult|adults only building|buildings|community|household',
      'adult building',
      'adult community',
      'adult living',
      'adult household|households only',
      'only adults',
      'for adults only',
    ],
  },

  // ---- Age ------------------------------------------------------------------------------------
  {
    id: 'young-people',
    class: 'age',
    explanation: 'Wishing for young renters is a preference by age; describe the home, not who should live there.',
    better: 'anyone',
    source: 'nyc-housing',
    patterns: [
      'a|an? {young} {people}',
      'a|an? {young} working? professional|professionals',
      'millennials only',
      'students or young {people}',
    ],
  },
  {
    id: 'mature-or-older',
    class: 'age',
    explanation: 'Asking for mature or older renters, or turning away seniors, is a preference by age.',
    better: 'anyone',
    source: 'nyc-housing',
    patterns: ['a|an? mature {people}', 'a|an? older {people}', 'middle aged {people}? only'],
  },
  {
    id: 'age-range',
    class: 'age',
    explanation: 'An age range or limit for renters is a preference by age; describe the home, not who should live there.',
    better: null,
    source: 'nyc-housing',
    patterns: [
      'ages|aged|age # # {only}?',
      'ages|aged|age # to|and|through # {only}?',
      'ages|aged|age between # and|to # {only}?',
      'between the ages of # and|to #',
      'ages|aged|age # and|or under|over|up|older|younger|below|above',
      '# # year|yr olds',
      '# to # year|yr olds',
      'under|over # only|preferred|wanted',
      'must be under #',
      'must be between # and|to #',
      'no one over #',
      '{sexes}? roommate|roommates|housemate|housemates|flatmate|flatmates under|over|below|above #',
      '{tenants}|{people} under|over|below|above #',
    ],
  },
  {
    id: 'no-seniors',
    class: 'age',
    explanation: 'Turning away older renters is discrimination by age.',
    better: null,
    source: 'nyc-housing',
    patterns: ['no seniors', 'no elderly', 'no retirees', 'no senior citizens', 'no old people', 'no one over 50|55|60|62|65'],
  },

  // ---- Disability -----------------------------------------------------------------------------
  {
    id: 'disability-limits',
    class: 'disability',
    explanation: 'A listing may not turn away people with disabilities or ask renters to be fit or healthy.',
    better: null,
    source: 'hud-advertising',
    patterns: [
      'no wheelchair|wheelchairs',
      'no disabled',
      'no disabled {tenants}',
      'no handicapped',
      'not for disabled|handicapped',
      'able bodied',
      'able bodied {tenants}? only',
      'physically fit',
      'must be physically fit',
      'must be able to climb|walk stairs',
      'must be able to climb|walk up? the? stairs',
      'must be in good health',
      'good health required',
      'healthy {tenants} only',
      'no mentally ill',
      'no mental illness',
      'no psychiatric patients',
      'no recovering addicts|alcoholics',
      'no hiv',
      'no aids patients',
      'no service animals|dogs',
      'no emotional support animals|dogs',
      'no esa',
      'no esas',
      'no exceptions for service|support animals',
      'service|support animals not allowed|permitted|accepted',
    ],
  },

  // ---- Immigration or citizenship status, national origin -------------------------------------
  {
    id: 'citizenship-required',
    class: 'immigration-status',
    explanation: 'Requiring citizenship, a green card or a Social Security number turns renters away by immigration status.',
    better: null,
    source: 'nyc-human-rights-law',
    patterns: [
      'citizens only',
      '{usa} citizens only',
      '{tenants}? must be a? {usa}? citizen|citizens',
      'must be a? legal resident|residents',
      'proof of citizenship required?',
      'proof of legal status|residency required?',
      'green card required',
      'green card holders only',
      'must have a? green card',
      'must have|provide a? social security number|card',
      'must have|provide an? ssn',
      'ssn required',
      'social security number required',
      'no {origins}',
      '{origins} {refused}',
      'legal immigrants only',
      'no visa holders',
    ],
  },
  {
    id: 'us-credit-history',
    class: 'immigration-status',
    explanation:
      'Requiring a credit history from the United States turns away renters who came from abroad; ask for proof of the ability to pay instead.',
    better: null,
    source: 'nyc-human-rights-law',
    patterns: [
      '{tenants}? must have a? {usa} {credit}',
      'requires|require|need|needs a? {usa} {credit}',
      '{usa} {credit} required|only|needed|necessary',
      'no foreign credit',
      'domestic credit history|score required?',
    ],
  },
  {
    id: 'national-origin',
    class: 'national-origin',
    explanation: 'Language or origin preferences turn renters away by national origin.',
    better: null,
    source: 'hud-advertising',
    patterns: [
      'english speakers|speaking only',
      'english speaking {tenants} only',
      'must speak english',
      'must speak fluent english',
      'americans only',
      'american born only',
      'no foreign nationals',
      'no international {tenants}',
      'no mexicans|chinese|indians|russians|arabs|africans|dominicans|haitians|jamaicans',
      'no puerto ricans',
    ],
  },

  // ---- Race or color, religion -----------------------------------------------------------------
  {
    id: 'race',
    class: 'race',
    explanation: 'Any mention of a race or color as wanted or unwanted is discrimination.',
    better: null,
    source: 'hud-advertising',
    patterns: [
      '{races} only',
      'no whites|blacks|caucasians|asians|hispanics|latinos',
      '{races} {tenants} only',
      '{races} {people} preferred|wanted',
      'white neighborhood|area|building',
    ],
  },
  {
    id: 'religion',
    class: 'religion',
    explanation: 'A preference for or against a religion is discrimination by creed.',
    better: null,
    source: 'hud-advertising',
    patterns: [
      '{religions} only',
      'no {religions}',
      '{religions} {tenants} only',
      '{religions} {only}',
      '{religions} home|household|building only',
      'christian home|household',
    ],
  },

  // ---- Gender, sexual orientation, marital status ------------------------------------------------
  {
    id: 'one-sex',
    class: 'gender',
    explanation:
      'One sex may be preferred only for a room its owner or tenant lives in and shares (tick both on the listing); otherwise describe the space.',
    better: null,
    source: 'nyc-housing',
    patterns: [
      '{sexes} only',
      'no {sexes}',
      '{sexes} {tenants} only',
      '{sexes} {only}',
      '{sexes} roommate|roommates only|wanted|preferred',
      'female|male roommate|tenant|applicant preferred|wanted|only',
    ],
  },
  {
    id: 'sexual-orientation',
    class: 'sexual-orientation',
    explanation:
      'A preference about sexual orientation or gender identity is discrimination; a shared room may name a sex at most, never "cis" or "biological".',
    better: null,
    source: 'nyc-human-rights-law',
    patterns: [
      'no gays|gay|lesbians|lgbt|lgbtq|transgender|homosexuals|transsexuals|transsexual|nonbinary',
      'no non binary',
      'no trans',
      'no trans people|tenants|women|men|folks|persons|roommates',
      'cis|cisgender only',
      'cis|cisgender {sexes}',
      'cis|cisgender {sexes} only|preferred|wanted',
      'biological|biologically {sexes}',
      'biological|biologically {sexes} only|preferred|wanted',
      'born female|male|women|men only',
      'straight only',
      'straight {people}|{tenants} only',
      'heterosexual|heterosexuals only',
      'heterosexual couples only',
    ],
  },
  {
    id: 'marital-status',
    class: 'marital-status',
    explanation: 'A preference for married, single or coupled renters is discrimination by marital or partnership status.',
    better: null,
    source: 'nyc-housing',
    patterns: [
      'married couples only',
      'married couple only',
      'married only',
      'married {tenants} only',
      'no unmarried couples',
      'no unmarried',
      'singles only',
      'single only',
      'single person only',
      'single people only',
      'no couples',
      'no single mothers|moms|parents|fathers|dads',
      'no domestic partners',
      'a|an? single|unmarried professional|professionals|guy|girl|man|woman|lady|gentleman|female|male',
      'only singles',
      'only single person|people|persons|tenants|renters|professionals|adults',
      'singles preferred|wanted',
      'single person|people preferred|wanted',
    ],
  },

  // ---- Lawful occupation -----------------------------------------------------------------------
  {
    id: 'occupation',
    class: 'lawful-occupation',
    explanation: 'Turning away a lawful occupation is discrimination in New York City.',
    better: null,
    source: 'nyc-human-rights-law',
    patterns: ['no musicians|artists|actors|lawyers|attorneys|bartenders|dancers|djs', 'no self employed', 'no freelancers'],
  },

  // ---- Arrest or conviction record -------------------------------------------------------------
  {
    id: 'criminal-history',
    class: 'criminal-history',
    explanation:
      'Since 2025 a City listing may not refuse people with a record or announce a criminal background check up front.',
    better: null,
    source: 'nyc-human-rights-law',
    patterns: [
      'no felons',
      'no felony|felonies',
      'no ex? offenders|convicts',
      'no criminal record|records|history|background',
      'no criminals',
      'no convictions',
      'no arrests',
      'clean criminal record|history|background required?',
      'clean record required',
      'must have a? clean record|background',
      'must pass a? criminal background check',
      'criminal background check required',
      'criminal check required',
      'felons {refused}',
    ],
  },
  // ---- Past landlord-tenant cases (State law) -------------------------------------------------------
  {
    id: 'housing-court-history',
    class: 'housing-court-history',
    explanation:
      'New York forbids refusing a renter because of a past or pending landlord-tenant case or eviction proceeding; ask about income and references instead.',
    better: null,
    source: 'nys-rpl-227-f',
    patterns: [
      'no {courtHistory}',
      'must have no {courtHistory}',
      '{tenants}? with {courtHistory} {turnedAway}',
      '{courtHistory} {refused}|{turnedAway}',
    ],
  },
];
