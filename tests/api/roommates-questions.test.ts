import { describe, expect, it } from 'vitest';
import { SeekerProfileUpdateSchema, SeekerQuestionnaireSchema } from '../../src/shared/roommates.ts';
import { HOUSEHOLD_OPTIONS, LIFESTYLE_OPTIONS, REASON_LABELS, ROOMMATES_TEXT } from '../../src/shared/texts/roommates.ts';

/**
 * What the 'Find a room' questionnaire must never ask (issue 36; New York City Human Rights Law,
 * Admin Code §8-107(5); decision 065): each a pattern over every label, option, message and field
 * name the questionnaire and its pages show or its API documents. The one household preference it
 * offers (women / men / none, allowed for a shared apartment) lives in HOUSEHOLD_OPTIONS alone.
 */
const FORBIDDEN: Array<{ item: string; pattern: RegExp; example: string }> = [
  { item: 'age', pattern: /\bage\b|\bages\b|how old|years old|birth|\bdob\b|senior|young/i, example: 'Your age' },
  {
    item: 'sex or gender of the seeker',
    pattern: /\bsex\b|gender|female|\bmale\b|\bwoman\b|\bman\b|pronoun/i,
    example: 'Gender',
  },
  { item: 'sexual orientation', pattern: /orientation|\bgay\b|lesbian|straight|lgbt/i, example: 'Sexual orientation' },
  { item: 'religion', pattern: /religio|church|mosque|synagogue|faith|christian|muslim|jewish|hindu/i, example: 'Religion' },
  {
    item: 'source of income',
    pattern: /voucher|section 8|housing assistance|public assistance|welfare|income|salary|employ|\bjob\b|occupation|profession/i,
    example: 'Source of income',
  },
  {
    item: 'familial or marital status',
    pattern: /\bkids?\b|child|famil|pregnan|married|marital|spouse|partner|couple|single/i,
    example: 'Do you have children?',
  },
  {
    item: 'national origin, citizenship or immigration',
    pattern: /nationalit|national origin|citizen|immigra|\bvisa\b|country|ethnic|\brace\b|colou?r\b|language/i,
    example: 'Nationality',
  },
  { item: 'disability', pattern: /disab|handicap|wheelchair|medical|health|illness/i, example: 'Disability' },
  { item: 'criminal history, arrests', pattern: /crimin|convict|arrest|felon/i, example: 'Criminal record' },
];

function textsOf(value: unknown, path: string): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => (i === 0 ? 2 : `Sample ${i + 1}`));
    return textsOf((value as (...a: unknown[]) => unknown)(...args), `${path}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      { path: `${path}.${k}(key)`, text: k.replace(/([A-Z])/g, ' $1') },
      ...textsOf(v, `${path}.${k}`),
    ]);
  return [];
}

/**
 * What a schema's fields ask. `language` is not a question: it is the language of the page the form was sent
 * from ('en', 'es' or 'zh'), which the page sends itself so that the seeker's e-mails are in it (decision 072).
 */
const schemaTexts = (schema: { shape: Record<string, unknown> }, name: string) => {
  const { language, ...asked } = schema.shape;
  void language;
  return textsOf(JSON.parse(JSON.stringify(asked)) as unknown, name).concat(
    Object.keys(asked).map((key) => ({ path: `${name}.${key}`, text: key.replace(/([A-Z])/g, ' $1') })),
  );
};

const ASKED = [
  ...textsOf(ROOMMATES_TEXT, 'ROOMMATES_TEXT'),
  ...textsOf(LIFESTYLE_OPTIONS, 'LIFESTYLE_OPTIONS'),
  ...textsOf(REASON_LABELS, 'REASON_LABELS'),
  ...schemaTexts(SeekerQuestionnaireSchema, 'SeekerQuestionnaireSchema'),
  ...schemaTexts(SeekerProfileUpdateSchema, 'SeekerProfileUpdateSchema'),
];

describe('the Find a room questionnaire asks no protected trait', () => {
  it('reads a good number of texts (the walk works)', () => {
    expect(ASKED.length).toBeGreaterThan(150);
    expect(ASKED.some((t) => t.text === 'I don’t smoke')).toBe(true);
  });

  for (const { item, pattern, example } of FORBIDDEN) {
    it(`nothing asks ${item}`, () => {
      expect(pattern.test(example), `the pattern catches '${example}'`).toBe(true);
      expect(ASKED.filter((t) => pattern.test(t.text)).map((t) => `${t.path}: ${t.text}`)).toEqual([]);
    });
  }

  it('the only preference about people is the household of a shared apartment: women, men or none', () => {
    expect(HOUSEHOLD_OPTIONS).toEqual({ none: 'No preference', women: 'A household of women', men: 'A household of men' });
    expect(SeekerQuestionnaireSchema.shape.householdPreference.safeParse('couples').success).toBe(false);
  });
});
