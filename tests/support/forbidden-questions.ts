/**
 * New York forbids asking an applicant these (issue 34, Build 4; decision 053): each is a pattern
 * over what the flow shows or sends. 'income' alone is fine; 'public assistance' is not.
 */
export const FORBIDDEN: Array<{ item: string; pattern: RegExp; example: string }> = [
  {
    item: 'criminal history or convictions',
    pattern: /crimin|convict|felon|misdemeanou?r|offen[cs]e|\bjail|prison|incarcerat|parole|probation/i,
    example: 'Have you ever been convicted of a crime?',
  },
  { item: 'arrests', pattern: /arrest/i, example: 'Any arrests?' },
  {
    item: 'evictions or housing-court cases',
    pattern: /evict|housing[- ]court|landlord[- ]tenant (case|court)|\blawsuit|\bsued\b|judg(e)?ment/i,
    example: 'Have you been evicted?',
  },
  { item: 'Social Security number', pattern: /social security|\bssn\b|\bitin\b|taxpayer id/i, example: 'SSN' },
  { item: 'date of birth or age', pattern: /birth|\bage\b|\bages\b|how old|\bdob\b|years old/i, example: 'Date of birth' },
  {
    item: 'marital status',
    pattern: /marital|married|marriage|spouse|husband|wife|divorc|widow|single or/i,
    example: 'Marital status',
  },
  {
    item: 'citizenship or immigration status',
    pattern: /citizen|immigra|visa\b|green card|passport|alien|residency status|national origin/i,
    example: 'Citizenship',
  },
  {
    item: 'whether income is public assistance',
    pattern: /public assistance|welfare|receives? assistance|on assistance|government assistance|assistance program/i,
    example: 'Do you receive public assistance?',
  },
];

/** Every text of the flow: strings, and functions called with sample arguments, walked through objects and lists. */
export function textsOf(value: unknown, path = 'APPLICATIONS_TEXT'): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => `Sample ${i + 1}`);
    return textsOf((value as (...a: unknown[]) => unknown)(...args), `${path}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textsOf(v, `${path}.${k}`));
  return [];
}

export const hits = (texts: Array<{ path: string; text: string }>) =>
  texts.flatMap(({ path, text }) =>
    FORBIDDEN.filter((f) => f.pattern.test(text)).map((f) => `${path}: '${text}' asks ${f.item}`),
  );
