import { useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../public/icons.tsx';
import { useTexts } from '../../i18n.tsx';

export interface AccordionTip {
  id: number;
  title: string;
  content: string;
}

/** Paragraphs of a tip: blank lines separate them, single line breaks stay. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The tips accordion (docs/product.md §2 /blog): number, title and expandable content; one tip open at a time.
 * WAI-ARIA accordion pattern: each title is a button with aria-expanded/aria-controls, its panel a
 * labelled region; Up/Down move between titles, Home/End to the first and last.
 */
export function TipsAccordion({ tips }: { tips: AccordionTip[] }) {
  const { BLOG_TEXT: B } = useTexts('tips');
  const [openId, setOpenId] = useState<number | null>(tips[0]?.id ?? null);
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tips.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {tips.map((tip, index) => {
        const open = tip.id === openId;
        const buttonId = `${baseId}-tip-${tip.id}`;
        const panelId = `${buttonId}-panel`;
        return (
          <li key={tip.id} className={open ? 'bg-brand-50/40' : undefined}>
            <h3 className="text-base sm:text-lg">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : tip.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="group flex w-full items-center gap-4 px-5 py-5 text-left transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:gap-5 sm:px-7"
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ${open ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700 ring-1 ring-brand-100'}`}
                >
                  {B.tipNumber(index + 1)}
                </span>
                <span className="sr-only">{`${index + 1}. `}</span>
                <span className="flex-1 font-semibold text-ink">{tip.title}</span>
                <ChevronDownIcon
                  className={`h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-hover:text-brand-700 ${open ? 'rotate-180 text-brand-700' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-6 sm:pl-[5.75rem] sm:pr-10"
            >
              <div className="space-y-3 leading-7 text-slate-700">
                {paragraphs(tip.content).map((p, i) => (
                  <p key={i} className="whitespace-pre-line">
                    {p}
                  </p>
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
