/** The logo: a stepped tower on the brand colour. Decorative (the brand name sits beside it). */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return <img src="/brand-mark.svg" alt="" width={36} height={36} className={className} />;
}
