import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LeaseDto } from '../../../shared/leases.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { api, errorMessage, UploadInterruptedError } from '../kit/api-client.ts';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { useUnsavedWork } from '../kit/unsaved-work.tsx';
import {
  canAddRoom,
  checkRooms,
  newRoom,
  photoCount,
  photosRefusal,
  reportBody,
  type DraftRoom,
  type RoomErrors,
} from './condition-report-model.ts';
import { ConditionRoom } from './condition-room.tsx';

/**
 * The move-in condition report as written in the apartment (GOL §7-108(1-a)(c)): rooms added one by
 * one, each with its condition, notes and photos; sent as one multipart upload with its progress (a
 * phone's connection in an empty apartment can be slow). The API answers the draft, sent for signature
 * on its card.
 */
export function ConditionReportForm({
  dealId,
  again,
  onWritten,
  onCancel,
}: {
  dealId: number;
  again: boolean;
  onWritten: (lease: LeaseDto, message: string) => void;
  onCancel: () => void;
}) {
  const [rooms, setRooms] = useState<DraftRoom[]>(() => [newRoom()]);
  const [errors, setErrors] = useState<Map<number, RoomErrors>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const confirm = useConfirm();
  const entered = rooms.some((r) => r.name.trim() || r.condition || r.notes.trim() || r.photos.length > 0);
  // The deal's dialog asks before closing over a report half written.
  useUnsavedWork(entered);
  const discard = async () => {
    const sure =
      !entered ||
      (await confirm(T.discardReportConfirm, { detail: T.discardReportDetail, tone: 'danger', confirmLabel: T.discardReport }));
    if (sure) onCancel();
  };

  // The previews' object URLs are let go with the form.
  const kept = useRef(rooms);
  kept.current = rooms;
  useEffect(() => () => kept.current.forEach((r) => r.photos.forEach((p) => URL.revokeObjectURL(p.url))), []);

  const change = (key: number, patch: Partial<DraftRoom>) => {
    setRooms((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setErrors((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      const left = { ...next.get(key) };
      for (const field of Object.keys(patch)) delete left[field as keyof RoomErrors];
      next.set(key, left);
      return next;
    });
  };

  const remove = (room: DraftRoom) => {
    room.photos.forEach((p) => URL.revokeObjectURL(p.url));
    setRooms((list) => list.filter((r) => r.key !== room.key));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkRooms(rooms);
    setErrors(problems);
    setRefusal(null);
    if (problems.size > 0) {
      const first = rooms.find((r) => problems.has(r.key));
      document.getElementById(`report-room-${first?.key}-name`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setProgress(0);
    try {
      const answer = await api.upload<{ lease: LeaseDto; message: string }>(
        `/admin/deals/${dealId}/condition-report`,
        reportBody(rooms),
        { onProgress: (loaded, total) => setProgress(Math.floor((loaded / total) * 100)) },
      );
      onWritten(answer.lease, answer.message);
    } catch (failure) {
      setRefusal(
        failure instanceof UploadInterruptedError ? T.connectionLost : errorMessage(failure, T.reportFailed, T.reportFailed),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`report-write-${dealId}`}
      className="space-y-4"
      data-testid="condition-report-form"
    >
      <h4 id={`report-write-${dealId}`} className="text-sm font-semibold text-slate-900">
        {again ? T.reportWriteAgainHeading : T.reportWriteHeading}
      </h4>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      {rooms.map((room, index) => (
        <ConditionRoom
          key={room.key}
          room={room}
          index={index}
          errors={errors.get(room.key)}
          onChange={(patch) => change(room.key, patch)}
          onRemove={rooms.length > 1 ? () => remove(room) : null}
          refusePhotos={(files) => photosRefusal(files, room.photos.length, photoCount(rooms))}
          disabled={busy}
        />
      ))}
      {canAddRoom(rooms) && (
        <Button variant="secondary" onClick={() => setRooms((list) => [...list, newRoom()])} disabled={busy} className="w-full">
          {T.addRoom}
        </Button>
      )}
      {busy && (
        <p role="status" className="text-sm font-medium text-slate-700" data-testid="report-progress">
          {progress < 100 ? T.writingReport(progress) : T.processingReport}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void discard()} disabled={busy}>
          {T.discardReport}
        </Button>
        <Button type="submit" busy={busy}>
          {T.writeReport}
        </Button>
      </div>
    </form>
  );
}
