/**
 * The logo: a stepped tower on the brand colour. Decorative (the brand name sits beside it), and
 * fetched at low priority: a page's photos come first, and React does not preload it into the head
 * (so the navbar it sits in can be written from kept HTML, decision 051).
 */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return <img src="/brand-mark.svg" alt="" width={36} height={36} fetchPriority="low" className={className} />;
}
