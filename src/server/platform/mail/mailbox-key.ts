/**
 * The providers whose mailboxes ignore the dots of the local part (`vic.tim@gmail.com` is
 * `victim@gmail.com`), each with the one domain its addresses are counted under: googlemail.com is gmail.com.
 */
const DOTLESS_PROVIDERS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, however it is spelled (docs/decisions/094-what-dies-when.md): lowercase,
 * without a `+tag`, and without the dots of the local part at the providers that ignore them. Two
 * addresses with one key reach one person's inbox, so what counts per recipient (the daily caps of
 * recipient-caps.ts) counts on this key. Text without an `@` is only trimmed and lowercased.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const provider = DOTLESS_PROVIDERS[domain];
  if (provider) return `${local.replaceAll('.', '')}@${provider}`;
  return `${local}@${domain}`;
}
