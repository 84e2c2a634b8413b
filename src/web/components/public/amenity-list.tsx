import { useState } from 'react';
import { AMENITIES_COLLAPSED } from '../../../shared/constants.ts';
import { usePublicText, useTexts } from '../../i18n.tsx';
import { MoreToggle } from '../ui/more-toggle.tsx';

/** A card's amenities: the first 3, then 'Show N More' (docs/product.md §2, §9); `id` names the list for its button. */
export function AmenityList({ id, amenities }: { id: string; amenities: readonly string[] }) {
  const T = usePublicText();
  const { AMENITIES: names } = useTexts('amenities');
  const [open, setOpen] = useState(false);
  if (amenities.length === 0) return null;
  const hidden = amenities.length - AMENITIES_COLLAPSED;
  const shown = open || hidden <= 0 ? amenities : amenities.slice(0, AMENITIES_COLLAPSED);
  return (
    <div>
      <ul id={id} aria-label={T.amenities} className="flex flex-wrap gap-1.5">
        {shown.map((a) => (
          <li key={a} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            {names[a] ?? a}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <MoreToggle
          open={open}
          onToggle={() => setOpen((v) => !v)}
          controls={id}
          more={T.showMore(hidden)}
          less={T.showFewer}
          size="mt-2 text-xs"
        />
      )}
    </div>
  );
}
