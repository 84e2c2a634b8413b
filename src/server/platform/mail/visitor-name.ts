/**
 * The name a visitor typed, as it may appear in the e-mails the product sends (decisions 029, 054 and
 * 094): a form must not become a way to send someone a message of the visitor's making.
 *
 * - `greetingName`: what greets a person and what their To: display name says, and how one person is
 *   named to another (an inviter, a roommate introduction): at most a first name. Every e-mail a public
 *   form causes names a person only through it (MailService.queueWithinCap applies it to the display
 *   name; the features' mail modules to their greetings and the calendar's CN).
 * - `linkFreeName`: how a mail only the staff receive names a visitor (an alert's subject): the whole
 *   name, only when nothing in it can become a link.
 */
const NAME_MAX = 60;
/** A real name has a few words; a sentence is not a name ('URGENT Your bank account is locked…'). */
const NAME_MAX_WORDS = 5;
const FIRST_NAME_MAX = 30;

const isAlphanumeric = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** A first name: letters (with their marks), joined by single hyphens or apostrophes; an initial may end with a dot. */
const FIRST_NAME = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*\.?$/u;

/**
 * The whole name, trimmed, when nothing in it can become a link, in the HTML part, in a mail app that
 * finds links in plain text, or in a calendar app reading an invitation; otherwise null.
 */
export function linkFreeName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '' || trimmed.length > NAME_MAX) return null;
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i];
    // Schemes, paths, addresses, markup, parameter separators and anything a mail app could read as a link.
    if (':/\\@<>[]{}()|=?&#%~^`"$*+_;'.includes(c)) return null;
    // A dot between two letters or digits reads as a domain (evil.example, www.x); "J. Smith" is fine.
    if (c === '.' && isAlphanumeric(trimmed[i - 1]) && isAlphanumeric(trimmed[i + 1])) return null;
    // Control characters and line breaks.
    if (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) return null;
  }
  return trimmed;
}

/**
 * At most the first name of what a visitor typed as their name: null (a neutral greeting, no display
 * name) when the name holds a digit (a phone number, an amount), anything link-like, or more words than
 * a name has; otherwise its first word, when that word is letters only ('Mary-Jane', "O'Neil", '王小明').
 */
export function greetingName(name: string | null | undefined): string | null {
  const whole = linkFreeName(name);
  if (whole === null || /\p{N}/u.test(whole)) return null;
  const words = whole.split(/\s+/u);
  if (words.length > NAME_MAX_WORDS) return null;
  const first = words[0];
  return first.length <= FIRST_NAME_MAX && FIRST_NAME.test(first) ? first : null;
}
