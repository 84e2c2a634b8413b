import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CardTitle } from '../kit/card-title.tsx';

/** A titled white card holding one form of the profile page. */
export function FormCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <header className="border-b border-slate-100 px-6 py-4">
        <CardTitle id={id}>{title}</CardTitle>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </header>
      <div className="px-6 py-5">{children}</div>
    </section>
  );
}

/** A profile form's submit button, at the right (the whole width on a phone), saying it is busy while sent. */
export function FormSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
