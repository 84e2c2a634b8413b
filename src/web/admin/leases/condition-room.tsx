import { ROOM_CONDITIONS, type RoomCondition } from '../../../shared/leases.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import { RadioGroup } from '../kit/radio-group.tsx';
import type { DraftPhoto, DraftRoom, RoomErrors } from './condition-report-model.ts';
import { RoomPhotos } from './room-photos.tsx';

const CONDITION_OPTIONS = ROOM_CONDITIONS.map((value) => ({ value, label: API.conditions[value] }));

/**
 * One room of the move-in report, as filled in standing in it on a phone: its name, its condition
 * (good, fair, poor: three boxes a thumb can hit), notes, and its photos; Remove when there are others.
 */
export function ConditionRoom({
  room,
  index,
  errors,
  onChange,
  onRemove,
  refusePhotos,
  disabled,
}: {
  room: DraftRoom;
  index: number;
  errors: RoomErrors | undefined;
  onChange: (patch: Partial<DraftRoom>) => void;
  onRemove: (() => void) | null;
  refusePhotos: (files: File[]) => string | null;
  disabled: boolean;
}) {
  const id = `report-room-${room.key}`;
  return (
    <fieldset data-testid="report-room" className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{T.roomHeading(index + 1)}</legend>
      <TextField
        id={`${id}-name`}
        label={T.roomName}
        value={room.name}
        maxLength={80}
        placeholder={T.roomNamePlaceholder}
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors?.name}
      />
      <RadioGroup<RoomCondition | ''>
        legend={T.condition}
        name={`${id}-condition`}
        options={CONDITION_OPTIONS}
        value={room.condition}
        onChange={(condition) => onChange({ condition })}
        disabled={disabled}
        look="boxes"
      >
        {errors?.condition && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-600">
            {errors.condition}
          </p>
        )}
      </RadioGroup>
      <TextAreaField
        id={`${id}-notes`}
        label={T.roomNotes}
        rows={3}
        maxLength={2000}
        value={room.notes}
        disabled={disabled}
        hint={T.roomNotesHint}
        onChange={(event) => onChange({ notes: event.target.value })}
        error={errors?.notes}
      />
      <RoomPhotos
        roomName={room.name.trim()}
        photos={room.photos}
        onChange={(photos: DraftPhoto[]) => onChange({ photos })}
        refuse={refusePhotos}
        error={errors?.photos}
        disabled={disabled}
      />
      {onRemove && (
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onRemove} disabled={disabled} className="text-red-700 hover:bg-red-50">
            {T.removeRoom}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
