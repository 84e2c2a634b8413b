import { useEffect, useId, useState, type FormEvent } from 'react';
import { DOCUMENT_KINDS, type AdminApplicationDto, type DocumentKind } from '../../../shared/applications.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as A } from '../../../shared/texts/applications.ts';
import { ADMIN_TEXT } from '../../../shared/texts/admin.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Checkbox, DialogFormActions, SelectField } from '../../components/ui/form-field.tsx';

type Person = AdminApplicationDto['people'][number];

/** The first person who still lacks a document, else the applicant. */
const firstMissing = (people: Person[]) => (people.find((p) => p.missingDocuments.length > 0) ?? people[0])?.id ?? 0;

/**
 * Request documents: the person to ask and the documents, their missing ones ticked; sending
 * e-mails them one request with a new private link (POST …/request-documents).
 */
export function RequestDocumentsDialog({
  open,
  people,
  saving,
  onClose,
  onSend,
}: {
  open: boolean;
  people: Person[];
  saving: boolean;
  onClose: () => void;
  onSend: (personId: number, kinds: DocumentKind[]) => Promise<boolean>;
}) {
  const id = useId();
  const [personId, setPersonId] = useState(() => firstMissing(people));
  const [kinds, setKinds] = useState<ReadonlySet<DocumentKind>>(new Set());
  const person = people.find((p) => p.id === personId);

  useEffect(() => {
    if (open) setPersonId(firstMissing(people));
    // Only when the dialog opens: the choice is the agent's while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => setKinds(new Set(person?.missingDocuments ?? [])), [person]);

  const toggle = (kind: DocumentKind, checked: boolean) =>
    setKinds((current) => {
      const next = new Set(current);
      if (checked) next.add(kind);
      else next.delete(kind);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      await onSend(
        personId,
        DOCUMENT_KINDS.filter((kind) => kinds.has(kind)),
      )
    )
      onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={T.requestTitle} description={T.requestIntro}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        {people.length > 1 && (
          <SelectField label={T.requestPerson} value={personId} onChange={(event) => setPersonId(Number(event.target.value))}>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {T.partTitle(A.roles[p.role], p.name)}
              </option>
            ))}
          </SelectField>
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {T.requestKinds}
            {people.length === 1 && person ? ` (${person.name})` : ''}
          </legend>
          <div className="space-y-2.5" id={`${id}-kinds`}>
            {DOCUMENT_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                name="kinds"
                value={kind}
                checked={kinds.has(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
                label={
                  <>
                    {A.documentFileNames[kind]}
                    {person?.missingDocuments.includes(kind) && (
                      <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-600/25 ring-inset">
                        {T.requestMissingTag}
                      </span>
                    )}
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
        <DialogFormActions cancel={ADMIN_TEXT.cancel} submit={T.requestSend} onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
