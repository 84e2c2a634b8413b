/** The logo: a stepped tower on the brand colour. Decorative (the brand name sits beside it). */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 36 36" aria-hidden="true" focusable="false" className={className}>
      <rect width="36" height="36" rx="9" fill="#14284d" />
      <path d="M16.5 6h3v4h2v5h2v15h-11V15h2v-5h2Z" fill="#ffffff" />
      <path d="M8 30V19h3v11ZM25 30V21h3v9Z" fill="#7fa7e8" />
      <path d="M15.5 18h2v2h-2ZM18.5 18h2v2h-2ZM15.5 22h2v2h-2ZM18.5 22h2v2h-2Z" fill="#14284d" />
    </svg>
  );
}
