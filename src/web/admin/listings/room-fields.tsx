import type { ReactNode } from 'react';
import {
  HOUSEHOLD_FLAGS,
  SHARED_LIVING_FLAGS,
  type HouseholdFlag,
  type ListingKind,
  type SharedLivingFlag,
} from '../../../shared/listing-household.ts';
import { ROOM_FORM_TEXT as R } from './room-ui-text.ts';
import { ChoiceCards, type Choice } from './choice-card.tsx';
import { BoxedCheckbox } from './boxed-checkbox.tsx';

const KINDS: Array<Choice<ListingKind>> = (['apartment', 'room'] as const).map((value) => ({ value, ...R.kinds[value] }));

/**
 * 'Whole apartment / Room in a shared apartment' and, for a room, its flatmates (the form's own field,
 * passed in) and the household's yes/no facts (decision 063). The choice looks like the status choice.
 */
export function RoomFields({
  kind,
  household,
  flatmatesField,
  disabled,
  onKind,
  onFlag,
}: {
  kind: ListingKind;
  household: Record<HouseholdFlag | SharedLivingFlag, boolean>;
  flatmatesField: ReactNode;
  disabled: boolean;
  onKind: (kind: ListingKind) => void;
  onFlag: (flag: HouseholdFlag | SharedLivingFlag, value: boolean) => void;
}) {
  return (
    <div className="space-y-5">
      <ChoiceCards legend={R.kindLegend} name="kind" choices={KINDS} value={kind} disabled={disabled} onChoose={onKind} />
      {kind === 'room' && (
        <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6" data-testid="room-fields">
          <div className="col-span-2 sm:col-span-2">{flatmatesField}</div>
          <fieldset className="col-span-2 sm:col-span-6">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{R.householdLegend}</legend>
            <p className="mb-3 text-xs text-slate-500">{R.householdHint}</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {HOUSEHOLD_FLAGS.map((flag) => (
                <BoxedCheckbox
                  key={flag}
                  name={flag}
                  label={R.flags[flag]}
                  checked={household[flag]}
                  disabled={disabled}
                  onChange={(checked) => onFlag(flag, checked)}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="col-span-2 sm:col-span-6" data-testid="shared-living-fields">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{R.sharedLivingLegend}</legend>
            <p className="mb-3 text-xs text-slate-500">{R.sharedLivingHint}</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {SHARED_LIVING_FLAGS.map((flag) => (
                <BoxedCheckbox
                  key={flag}
                  name={flag}
                  label={R.sharedLivingFlags[flag]}
                  checked={household[flag]}
                  disabled={disabled}
                  onChange={(checked) => onFlag(flag, checked)}
                />
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </div>
  );
}
