import { useId, useState } from 'react';
import { INQUIRY_LIMITS } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { InquirySection } from './inquiry-section.tsx';

/** docs/product.md §2: Notes with Save Notes. What is typed stays while the conversation reloads (mount it per inquiry). */
export function InquiryNotes({ initial, saving, onSave }: { initial: string; saving: boolean; onSave: (notes: string) => void }) {
  const notesId = useId();
  const [notes, setNotes] = useState(initial);
  return (
    <InquirySection title={T.notes}>
      <label htmlFor={notesId} className="sr-only">
        {T.notes}
      </label>
      <textarea
        id={notesId}
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        maxLength={INQUIRY_LIMITS.notes}
        aria-describedby={`${notesId}-hint`}
        className={inputClass(false)}
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${notesId}-hint`} className="text-xs text-slate-500">
          {T.notesHint}
        </p>
        <Button variant="secondary" onClick={() => onSave(notes)} busy={saving}>
          {T.saveNotes}
        </Button>
      </div>
    </InquirySection>
  );
}
