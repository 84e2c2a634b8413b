import { useEffect, useState, type FormEvent } from 'react';
import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormActions, TextAreaField } from '../../components/ui/form-field.tsx';

/** Introduce: the agent's note to both seekers, then one e-mail to each with both names and e-mails. */
export function IntroduceDialog({
  names,
  saving,
  onClose,
  onIntroduce,
}: {
  /** The two seekers, or null while the dialog is closed. */
  names: [string, string] | null;
  saving: boolean;
  onClose: () => void;
  onIntroduce: (note: string) => Promise<boolean>;
}) {
  const [note, setNote] = useState('');
  useEffect(() => {
    if (names) setNote('');
  }, [names]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onIntroduce(note)) onClose();
  };
  return (
    <Dialog
      open={names !== null}
      onClose={onClose}
      title={T.introduceTitle}
      description={names ? T.introduceDescription(names[0], names[1]) : undefined}
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextAreaField
          label={T.introduceNoteLabel}
          rows={4}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <DialogFormActions cancel={T.cancel} submit={T.introduceSend} onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
