import { useState } from 'react';
import { AMENITIES, COMMON_AMENITIES, type Amenity } from '../../../shared/amenities.ts';
import { MoreToggle } from '../../components/ui/more-toggle.tsx';

interface AmenityCheckboxesProps {
  value: Amenity[];
  onChange: (value: Amenity[]) => void;
  /** Narrow screens show the 8 common amenities (and any already chosen) until 'Show more amenities'. */
  narrow: boolean;
  showMoreLabel: string;
  showLessLabel: string;
}

/** The amenity catalogue as checkboxes, in catalogue order. */
export function AmenityCheckboxes({ value, onChange, narrow, showMoreLabel, showLessLabel }: AmenityCheckboxesProps) {
  const [expanded, setExpanded] = useState(false);
  const collapsed = narrow && !expanded;
  const shown = collapsed ? AMENITIES.filter((a) => COMMON_AMENITIES.includes(a) || value.includes(a)) : AMENITIES;
  const toggle = (amenity: Amenity, checked: boolean) =>
    onChange(AMENITIES.filter((a) => (a === amenity ? checked : value.includes(a))));

  return (
    <div>
      <div className="grid grid-cols-1 gap-2 xs:grid-cols-2 lg:grid-cols-3">
        {shown.map((amenity) => {
          const checked = value.includes(amenity);
          return (
            <label
              key={amenity}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition ${
                checked
                  ? 'border-brand-500 bg-brand-50 text-brand-900'
                  : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300'
              }`}
            >
              <input
                type="checkbox"
                name="amenities"
                value={amenity}
                checked={checked}
                onChange={(event) => toggle(amenity, event.target.checked)}
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              {amenity}
            </label>
          );
        })}
      </div>
      {narrow && (
        <MoreToggle
          open={expanded}
          onToggle={() => setExpanded((v) => !v)}
          more={showMoreLabel}
          less={showLessLabel}
          size="mt-3 text-sm"
        />
      )}
    </div>
  );
}
