/**
 * The English function entry that no ICU message can say exactly (docs/decisions/069) and the home page shows: a
 * comparison of two arguments. The server writes its text into the page's data (the listing grids' `shown`),
 * so the browser never needs it; tests/api/i18n-catalogue.test.ts requires each to
 * give what its entry in src/shared/texts gives. The Spanish and Chinese catalogues still have a message for
 * each (with `plural`/`select`), as the contract asks. The others without one (a file's size, an application's
 * place with its trimmed apartment, the application e-mails' role lower-cased, the room's facts as a list) are
 * written by the server (or by pages that import their English module), where English is the texts module itself.
 */
export const ENGLISH_CODE: Record<string, (...args: never[]) => unknown> = {
  'PUBLIC_TEXT.homesShown': (n: number, total: number) =>
    n === total ? `${n} ${n === 1 ? 'home' : 'homes'}` : `${n} of ${total} homes`,
};
