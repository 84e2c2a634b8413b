/**
 * The name a visitor typed, as it may appear in an e-mail the product sends to the address they
 * typed (a welcome, an acknowledgement, a viewing's e-mails and calendar invitation): only when
 * nothing in it can become a link, in the HTML part, in a mail app that finds links in plain text, or
 * in a calendar app reading the invitation (decisions 029 and 054). Otherwise the e-mail greets
 * without a name, so the form cannot be used to send someone else a message of the visitor's making.
 * Every e-mail a public form causes shows the visitor's name only through this function: in the
 * greeting, as the recipient's display name (MailService.queueWithinCap) and as the calendar's CN.
 */
const GREETING_NAME_MAX = 60;

const isAlphanumeric = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

export function greetingName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '' || trimmed.length > GREETING_NAME_MAX) return null;
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
