import { CheckIcon } from '../public/icons.tsx';

/**
 * What a renter's form shows once it has gone through (the inquiry's 'Thank You!', the booked viewing's
 * 'Viewing requested'): a check mark and the heading, which takes the focus (`autoFocus`: the browser's, on
 * the page a form posted without scripts gets back), then what the form adds (the detail and the ways on).
 * Announced as a status.
 */
export function DonePanel({
  Heading,
  headingRef,
  heading,
  autoFocus,
  children,
}: {
  Heading: 'h2' | 'h3';
  headingRef?: React.Ref<HTMLHeadingElement>;
  heading: string;
  autoFocus?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div role="status" className="flex flex-col items-center px-2 py-8 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/50">
        <CheckIcon className="h-7 w-7" />
      </span>
      <Heading ref={headingRef} tabIndex={-1} autoFocus={autoFocus} className="mt-5 text-2xl font-semibold text-ink focus:outline-none">
        {heading}
      </Heading>
      {children}
    </div>
  );
}
