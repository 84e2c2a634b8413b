/**
 * A path a browser follows on this site, whatever a visitor put in the address (issue 44 item 2,
 * docs/decisions/093). Every link the server writes from a request's path goes through it: the language
 * switch, the canonical and alternate links, the navbar's marks, the language prefix's redirect.
 *
 * A browser drops tabs and line breaks from a link, reads a backslash as a slash, and reads a link that
 * starts with two of them (`//evil.example`, `/\evil.example`, `/\t/evil.example`) as another host. So
 * those characters are removed, and a leading run of slashes and backslashes becomes one slash. An
 * encoded slash or backslash (`%2F`, `%5C`) is left encoded: a browser never decodes it into a host, it
 * stays a segment of the path. Anything that is not a path from the root (`https://…`, `javascript:…`,
 * `evil.example`) becomes the home page.
 */
export function sameSitePath(path: string): string {
  // WHATWG URL: every ASCII tab or line break is removed; leading C0 controls and spaces are trimmed.
  // eslint-disable-next-line no-control-regex -- the C0 controls a browser trims before a link.
  const written = path.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (!written.startsWith('/') && !written.startsWith('\\')) return '/';
  return written.replace(/^[/\\]+/, '/');
}
