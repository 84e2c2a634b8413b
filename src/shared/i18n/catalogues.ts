// Decided in docs/decisions/071-a-missing-translation-is-caught: how a missing or broken translation is caught.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { AMENITIES } from '../amenities.ts';
import { fairHousingDisclosureParagraph } from '../site-settings.ts';
import * as About from '../texts/about.ts';
import * as Alerts from '../texts/alerts.ts';
import * as Applications from '../texts/applications.ts';
import * as Apply from '../texts/apply.ts';
import * as Common from '../texts/common.ts';
import * as Deals from '../texts/deals.ts';
import * as DealsPublic from '../texts/deals-public.ts';
import * as Grids from '../texts/grids.ts';
import * as Inquiries from '../texts/inquiries.ts';
import * as Mail from '../texts/mail.ts';
import * as Newsletter from '../texts/newsletter.ts';
import * as NewsletterForm from '../texts/newsletter-form.ts';
import * as Privacy from '../texts/privacy.ts';
import * as Property from '../texts/property.ts';
import * as Public from '../texts/public.ts';
import * as Roommates from '../texts/roommates.ts';
import * as Rooms from '../texts/rooms.ts';
import * as Agency from '../texts/agency.ts';
import * as FairChance from '../texts/fair-chance.ts';
import * as Tips from '../texts/tips.ts';
import * as ViewingPicker from '../texts/viewing-picker.ts';
import * as Viewings from '../texts/viewings.ts';
import { CATALOGUES, PARAMS } from './catalogues/index.ts';
import { ENGLISH_CODE } from './english-code.ts';
import type { Language } from './languages.ts';
import { setupI18n, type I18n } from '@lingui/core';
import { namedArguments, type PayloadNode, type TextsPayload } from './runtime.ts';
import type { ListingHousehold } from '../listing-household.ts';
import { TRANSLATED_SOURCES } from './sources.ts';
import type { ModuleTexts, TextModule } from './types.ts';
import { isTextRef, type TextRef } from './text-ref.ts';

/**
 * The catalogues on the server (docs/decisions/069, 071): `textsFor(language, module)` gives a module's texts
 * in a language with the English exports' shape (English itself is the English module); `payloadFor` what a
 * page sends to the browser. A key missing from a catalogue (or a message that does not compile) falls back
 * to English, and `fallbacks(language)` lists it (tests/api/i18n-catalogue.test.ts requires none).
 */

const ENGLISH: { [M in Exclude<TextModule, 'amenities'>]: ModuleTexts[M] } = {
  public: Public,
  property: Property,
  about: About,
  grids: Grids,
  privacy: Privacy,
  'newsletter-form': NewsletterForm,
  newsletter: Newsletter,
  alerts: Alerts,
  'viewing-picker': ViewingPicker,
  viewings: Viewings,
  inquiries: Inquiries,
  mail: Mail,
  common: Common,
  tips: Tips,
  apply: Apply,
  applications: Applications,
  'deals-public': DealsPublic,
  deals: Deals,
  roommates: Roommates,
  rooms: Rooms,
  agency: Agency,
  'fair-chance': FairChance,
};

const instances = new Map<Language, I18n>();

/** The Lingui instance of a language on the server (e-mails, page titles): its messages loaded by module as used. */
function i18nOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    instances.set(language, i18n);
  }
  return i18n;
}

/** A compiled message as the English function's parameters take it, formatted by Lingui. */
function messageFunction(language: Language, key: string, params: readonly (string | readonly string[])[]) {
  const i18n = i18nOf(language);
  return (...args: unknown[]) => {
    const values = namedArguments(params, args);
    // An object argument (a household) also lends its fields by name to messages that select on them (roomSummary).
    for (const arg of args)
      if (arg && typeof arg === 'object' && !Array.isArray(arg))
        for (const [name, value] of Object.entries(arg))
          if (!(name in values)) Object.assign(values, namedArguments([name], [value]));
    return i18n._(key, values);
  };
}

const EXPORTS = Object.fromEntries(TRANSLATED_SOURCES.map((s) => [s.module, s.exports as readonly string[]]));

type Compiled = { ok: true; message: unknown } | { ok: false };
const compiledCache = new Map<string, Compiled>();
const fellBack = new Map<Language, Set<string>>();

/** A key's compiled message in a language, or `{ ok: false }` (missing or not ICU): the English then shows. */
function compiled(language: Language, module: string, key: string): Compiled {
  const cacheKey = `${language}\u0000${key}`;
  let result = compiledCache.get(cacheKey);
  if (result) return result;
  const source = CATALOGUES[language]?.[module]?.[key];
  result = { ok: false };
  if (typeof source === 'string') {
    try {
      result = { ok: true, message: compileMessage(source) };
    } catch {
      // not ICU: English shows (fallbacks() lists it)
    }
  }
  if (!result.ok) {
    let set = fellBack.get(language);
    if (!set) fellBack.set(language, (set = new Set()));
    set.add(key);
  }
  compiledCache.set(cacheKey, result);
  return result;
}

/** The keys that fell back to English in `language` so far (every key of a module is looked at when the module is first used). */
export const fallbacks = (language: Language) => [...(fellBack.get(language) ?? [])].sort();

const built = new Map<string, unknown>();

/** A module's texts in `language`, the English shape: strings stay strings, functions take the English parameters. */
export function textsFor<M extends TextModule>(language: Language, module: M): ModuleTexts[M] {
  if (module === 'amenities') return { AMENITIES: amenityNames(language) } as ModuleTexts[M];
  if (language === 'en') return ENGLISH[module as Exclude<TextModule, 'amenities'>] as ModuleTexts[M];
  const cacheKey = `${language}:${module}`;
  let texts = built.get(cacheKey) as ModuleTexts[M] | undefined;
  if (texts) return texts;
  const english = ENGLISH[module as Exclude<TextModule, 'amenities'>] as Record<string, unknown>;
  const params = PARAMS[module] ?? {};
  const i18n = i18nOf(language);
  const messages: Record<string, unknown> = {};
  /** Where a string whose message must be formatted sits (an object's key or a list's place), once the messages are loaded. */
  const strings: [Record<string, unknown> | unknown[], string | number, string][] = [];
  const later = (container: Record<string, unknown> | unknown[], at: string | number, english: unknown, key: string) => {
    if ((container as Record<string | number, unknown>)[at] === key && typeof english === 'string' && messages[key])
      strings.push([container, at, key]);
  };
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      const c = compiled(language, module, key);
      if (!c.ok) return value;
      if (typeof c.message === 'string') return c.message;
      messages[key] = c.message;
      return key; // formatted below, once the messages are loaded
    }
    if (typeof value === 'function') {
      const c = compiled(language, module, key);
      if (!c.ok || !params[key]) return value;
      messages[key] = c.message;
      return messageFunction(language, key, names(params[key]));
    }
    if (Array.isArray(value)) {
      const list = value.map((item, i) => walk(item, `${key}.${i}`));
      value.forEach((item, i) => later(list, i, item, `${key}.${i}`));
      return list;
    }
    if (value && typeof value === 'object') {
      const object: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        object[k] = walk(v, `${key}.${k}`);
        later(object, k, v, `${key}.${k}`);
      }
      return object;
    }
    return value;
  };
  const out: Record<string, unknown> = {};
  for (const name of EXPORTS[module]) {
    out[name] = walk(english[name], name);
    later(out, name, english[name], name);
  }
  i18n.load(language, messages as never);
  for (const [container, at, key] of strings) (container as Record<string | number, unknown>)[at] = i18n._(key);
  texts = out as ModuleTexts[M];
  built.set(cacheKey, texts);
  return texts;
}

/** An amenity's name in `language` (the catalogue `amenities`; English as stored when there is none). */
/**
 * A compiled message without arguments as plain text, or undefined (missing, or it takes arguments). Lingui
 * compiles such a message to a string or to a list of strings ('Balcón' → ['Balcón']): both are text.
 */
function plainText(c: Compiled): string | undefined {
  if (!c.ok) return undefined;
  const parts = [c.message].flat();
  return parts.length > 0 && parts.every((p) => typeof p === 'string') ? parts.join('') : undefined;
}

function amenityName(language: Language, name: string): string {
  if (language === 'en') return name;
  return plainText(compiled(language, 'amenities', `AMENITIES.${name}`)) ?? name;
}

/** Every amenity's name in `language`, for a page's data: { 'In-Unit Laundry': '…' }. */
const amenityNames = (language: Language): Record<string, string> =>
  Object.fromEntries(AMENITIES.map((name) => [name, amenityName(language, name)]));

/**
 * A fresh database's tagline, title or licence line in `language` (the product's own words, which it can
 * translate; an agent's own words are translated by the agent in Settings), or undefined when missing.
 */
export const defaultSettingText = (language: Language, key: 'tagline' | 'title' | 'licenseLine') =>
  plainText(compiled(language, 'site-settings', `DEFAULT_SETTINGS.${key}`));

/** The New York State Fair Housing Disclosure's paragraph (e-mails) in `language`. */
export function fairHousingDisclosure(language: Language): string {
  if (language === 'en') return fairHousingDisclosureParagraph();
  return plainText(compiled(language, 'site-settings', 'FAIR_HOUSING_DISCLOSURE.paragraph')) ?? fairHousingDisclosureParagraph();
}

const payloads = new Map<string, TextsPayload>();

/**
 * What the browser needs of a module in `language` (runtime.ts builds the texts from it): strings as
 * strings, functions as compiled messages with their parameters. Made once per language and module.
 */
export function payloadFor(language: Language, module: TextModule): TextsPayload {
  const cacheKey = `${language}:${module}`;
  let payload = payloads.get(cacheKey);
  if (payload) return payload;
  if (module === 'amenities') {
    payload = { AMENITIES: amenityNames(language) };
    payloads.set(cacheKey, payload);
    return payload;
  }
  const english = ENGLISH[module as Exclude<TextModule, 'amenities'>] as Record<string, unknown>;
  const params = PARAMS[module] ?? {};
  const texts = textsFor(language, module) as Record<string, unknown>;
  const walk = (value: unknown, englishValue: unknown, key: string): PayloadNode => {
    if (typeof englishValue === 'function') {
      const $ = params[key] ?? [];
      const own = language !== 'en' && compiled(language, module, key);
      if (own && own.ok) return { $: names($), m: own.message };
      if (ENGLISH_CODE[key]) return { $: names($), c: 1 };
      const en = compiled('en', module, key);
      return { $: names($), m: en.ok ? en.message : key };
    }
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map((item, i) => walk(item, (englishValue as unknown[])[i], `${key}.${i}`));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, walk(v, (englishValue as Record<string, unknown>)[k], `${key}.${k}`)]),
      );
    return String(value);
  };
  payload = {};
  for (const name of EXPORTS[module]) payload[name] = walk(texts[name], english[name], name);
  payloads.set(cacheKey, payload);
  return payload;
}

/** Parameter names without their types ('n:number' → 'n'). */
const names = (params: (string | string[])[]) => params.map((p) => (Array.isArray(p) ? p.map(strip) : strip(p)));
const strip = (p: string) => p.slice(0, p.indexOf(':'));

/**
 * A room's household facts in words (ROOM_TEXT.facts: a list in English). A catalogue says them either as
 * one message per flag (`{household, select, privateBath_true {…} …}`, given 'flag_true'/'flag_false') or as one
 * line of every flag (`{privateBath, select, true {…}} · …`, split at ' · '); English otherwise.
 */
export function roomFacts(language: Language, household: ListingHousehold): string[] {
  const english = Rooms.ROOM_TEXT.facts(household);
  if (language === 'en') return english;
  const source = CATALOGUES[language]?.rooms?.['ROOM_TEXT.facts'];
  const c = compiled(language, 'rooms', 'ROOM_TEXT.facts');
  if (!source || !c.ok) return english;
  const i18n = i18nOf(language);
  i18n.load(language, { 'ROOM_TEXT.facts': c.message } as never);
  const flags = Object.keys(household).filter((k) => typeof (household as unknown as Record<string, unknown>)[k] === 'boolean');
  if (source.includes('{household, select')) {
    return flags
      .map((flag) =>
        i18n._('ROOM_TEXT.facts', { household: `${flag}_${String((household as unknown as Record<string, unknown>)[flag])}` }),
      )
      .filter((fact) => fact.trim() !== '');
  }
  // The flags by name, for a line that selects on each.
  const values = namedArguments([flags], [household]);
  return i18n
    ._('ROOM_TEXT.facts', values)
    .split(/\s*·\s*/)
    .filter(Boolean);
}

/**
 * A keyed text (a refusal, a schema's message) in `language`: the entry its key names, given its values (a text
 * among them said in the language too); its English when the module has no such entry.
 */
export function textIn(language: Language, text: TextRef): string {
  // English, or a back-office text (no catalogue: English everywhere).
  if (language === 'en' || !(text.module in ENGLISH)) return text.english;
  const entry = text.key
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      textsFor(language, text.module as TextModule),
    );
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function')
    return (entry as (...args: unknown[]) => string)(...text.values.map((v) => (isTextRef(v) ? textIn(language, v) : v)));
  return text.english;
}
