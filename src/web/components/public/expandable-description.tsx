import { useState } from 'react';
import { DESCRIPTION_PREVIEW_LENGTH } from '../../../shared/constants.ts';
import { useLanguage, usePublicText } from '../../i18n.tsx';
import { MoreToggle } from '../ui/more-toggle.tsx';

/** The first `max` characters, cut at a word boundary when one is near. */
function previewText(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  if (text.length <= max) return text;
  // Line breaks would leave blank lines in a card; the preview is one paragraph.
  const cut = text.replace(/\s+/g, ' ').slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A card's description: collapsed to 150 characters with 'read more' beyond that (docs/product.md §2, §9); `id` names it for its button. */
export function ExpandableDescription({ id, text }: { id: string; text: string }) {
  const T = usePublicText();
  // The agent's own text, in English: marked so on a translated page (screen readers read it right).
  const lang = useLanguage() === 'en' ? undefined : 'en';
  const [open, setOpen] = useState(false);
  const long = text.length > DESCRIPTION_PREVIEW_LENGTH;
  return (
    <div className="text-sm leading-6 text-slate-600">
      <p id={id} lang={lang} className="whitespace-pre-line">
        {open || !long ? text : previewText(text)}
      </p>
      {long && <MoreToggle open={open} onToggle={() => setOpen((v) => !v)} controls={id} more={T.readMore} less={T.showLess} />}
    </div>
  );
}
