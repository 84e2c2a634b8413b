import type { ModuleTexts } from '../../../../shared/i18n/types.ts';
import { APPLY_TEXT } from '../../../../shared/texts/apply.ts';
import { APPLICATIONS_TEXT } from '../../../../shared/texts/applications.ts';

/** The application pages' two text modules in one language (the English exports' shape). */
export interface ApplyTexts {
  A: ModuleTexts['apply']['APPLY_TEXT'];
  T: ModuleTexts['applications']['APPLICATIONS_TEXT'];
}

/** The texts in English: what the service, the schemas and the API say. */
export const ENGLISH: ApplyTexts = { A: APPLY_TEXT, T: APPLICATIONS_TEXT };

type Path = readonly string[];

const byEnglish = new WeakMap<object, Map<string, Path>>();

/** Every string of `texts` by its wording, with its path ('fields', 'phone'): the first one wins. */
function stringPaths(texts: ApplyTexts): Map<string, Path> {
  let paths = byEnglish.get(texts.T);
  if (paths) return paths;
  paths = new Map();
  const walk = (value: unknown, path: Path) => {
    if (typeof value === 'string') {
      if (!paths!.has(value)) paths!.set(value, path);
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(texts, []);
  byEnglish.set(texts.T, paths);
  return paths;
}

const at = (texts: ApplyTexts, path: Path): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], texts);

/** One English text of the two modules in the other language, or null when it is none of theirs. */
function translatedString(text: string, en: ApplyTexts, to: ApplyTexts): string | null {
  const path = stringPaths(en).get(text);
  const value = path ? at(to, path) : null;
  return typeof value === 'string' ? value : null;
}

/** The messages the service and the schemas build from a field's label (and a number). */
type Built = (texts: ApplyTexts) => (...args: never[]) => string;
const BUILT: ReadonlyArray<{ message: Built; args: ReadonlyArray<'text' | 'number'> }> = [
  { message: (x) => x.T.tooLong, args: ['text', 'number'] },
  { message: (x) => x.T.amountInvalid, args: ['text'] },
  { message: (x) => x.T.dateInvalid, args: ['text'] },
  { message: (x) => x.T.tooManyOfKind, args: ['text', 'number'] },
  { message: (x) => x.T.missingDocument, args: ['text'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A stand-in for an argument: characters of Unicode's private use area, in no text. */
const marker = (i: number) => `\uE000${i}\uE001`;
const MARKERS = /\uE000(\d)\uE001/g;

/** The English message `text` made by `message`, its arguments ('Current monthly rent', 40), or null. */
function argumentsOf(text: string, message: (...args: never[]) => string, count: number): string[] | null {
  const template = (message as (...args: string[]) => string)(...Array.from({ length: count }, (_, i) => marker(i)));
  const pattern = escape(template).replace(MARKERS, '(.+?)');
  const match = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!match) return null;
  // The order the arguments appear in the English wording, back to the order of the parameters.
  const order = [...template.matchAll(MARKERS)].map((m) => Number(m[1]));
  const args: string[] = [];
  order.forEach((index, i) => (args[index] = match[i + 1]));
  return args;
}

/** A checklist's separators in a language: what comes before and after the list, between a person and their items. */
function missingShape(texts: ApplyTexts) {
  const [prefix, suffix] = texts.T.missing(marker(0)).split(marker(0));
  const between = texts.T.missingOf(marker(0), marker(1)).split(marker(0))[1].split(marker(1))[0];
  return { prefix, suffix, between };
}

/** Submit's refusal ('Still missing: Riley: a phone number, document: Photo ID; Sam: …') as a list per person, in `texts`' wording. */
export function missingChecklist(message: string, texts: ApplyTexts): Array<{ who: string; items: string[] }> | null {
  const { prefix, suffix, between } = missingShape(texts);
  if (!message.startsWith(prefix) || !message.endsWith(suffix)) return null;
  return message
    .slice(prefix.length, message.length - suffix.length)
    .split('; ')
    .map((line) => {
      const at = line.indexOf(between);
      return at < 0 ? { who: '', items: [line] } : { who: line.slice(0, at), items: line.slice(at + between.length).split(', ') };
    });
}

/**
 * A message of the application's service or schemas (English, as the API says it) in the page's language `to`:
 * a text of the two modules, one built from a field's or a document's name, or the checklist of what is
 * missing. Anything else (another module's words) is answered as it is.
 */
export function translateApplyMessage(message: string, en: ApplyTexts, to: ApplyTexts): string {
  if (en.T === to.T) return message;
  const plain = translatedString(message, en, to);
  if (plain !== null) return plain;
  for (const { message: built, args } of BUILT) {
    const found = argumentsOf(message, built(en), args.length);
    if (!found) continue;
    const values = found.map((value, i) =>
      args[i] === 'number' ? Number(value) : (translatedString(value, en, to) ?? translateApplyMessage(value, en, to)),
    );
    return (built(to) as (...args: unknown[]) => string)(...values);
  }
  const checklist = missingChecklist(message, en);
  if (checklist)
    return to.T.missing(
      checklist
        .map(({ who, items }) => {
          const said = items.map((item) => translateApplyMessage(item, en, to)).join(', ');
          return who ? to.T.missingOf(who, said) : said;
        })
        .join('; '),
    );
  return message;
}
