/**
 * The one e-mail address check of the product, used by the server's schemas and the browser's forms.
 * It runs in time linear in the input and looks at no more than EMAIL_MAX_LENGTH characters: a
 * longer value is refused before anything else is read (no pattern that could backtrack, decision 029).
 */

/** The longest address SMTP carries (RFC 5321: a 254-character path). */
export const EMAIL_MAX_LENGTH = 254;

const isSpace = (code: number) =>
  code === 0x20 ||
  (code >= 0x09 && code <= 0x0d) ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;

/**
 * `local@domain.tld`: one `@`, no white space, something before the `@`, and a domain with a dot
 * that has a character on each side. The same rule as before, read in one pass.
 */
export function isEmail(value: string): boolean {
  if (value.length < 5 || value.length > EMAIL_MAX_LENGTH) return false;
  let at = -1;
  let dotAfterAt = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isSpace(code)) return false;
    if (code === 0x40 /* @ */) {
      if (at !== -1) return false;
      at = i;
    } else if (code === 0x2e /* . */ && at !== -1 && i > at + 1 && i < value.length - 1) {
      dotAfterAt = true;
    }
  }
  return at > 0 && dotAfterAt;
}
