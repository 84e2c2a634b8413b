import { useId, useState } from 'react';
import { INQUIRY_LIMITS, type InquiryDto } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { InquirySection } from './inquiry-section.tsx';

/** 'Follow up on' a day (New York) with an optional note; Clear removes it. Mount it per inquiry. */
export function InquiryFollowUp({
  inquiry,
  saving,
  onSave,
}: {
  inquiry: InquiryDto;
  saving: boolean;
  onSave: (day: string | null, note: string) => void;
}) {
  const id = useId();
  const [day, setDay] = useState(inquiry.followUpOn ?? '');
  const [note, setNote] = useState(inquiry.followUpNote);
  return (
    <InquirySection title={T.followUp}>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-slate-700">
            {T.followUpOn}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            className={inputClass(false)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-medium text-slate-700">
            {T.followUpNote}
          </label>
          <input
            id={`${id}-note`}
            type="text"
            value={note}
            maxLength={INQUIRY_LIMITS.followUpNote}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass(false)}
          />
        </div>
      </div>
      <div className="flex justify-end gap-2">
        {inquiry.followUpOn && (
          <Button
            variant="ghost"
            disabled={saving}
            onClick={() => {
              setDay('');
              setNote('');
              onSave(null, '');
            }}
          >
            {T.clearFollowUp}
          </Button>
        )}
        <Button variant="secondary" busy={saving} disabled={!day} onClick={() => onSave(day, note)}>
          {T.saveFollowUp}
        </Button>
      </div>
    </InquirySection>
  );
}
