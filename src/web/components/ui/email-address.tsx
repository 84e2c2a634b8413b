/**
 * An e-mail address that wraps, when it must, only after its '@' (a <wbr> there), never in the middle
 * of a word: 'agent@' on one line and 'manhattanrentals.com' on the next.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="whitespace-nowrap">{email}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{email.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at + 1)}</span>
    </span>
  );
}
