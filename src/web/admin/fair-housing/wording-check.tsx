import { useMemo, useRef, type Ref, type TextareaHTMLAttributes } from 'react';
import { findFlaggedPhrases, type FlaggedPhrase } from '../../../shared/fair-housing/matcher.ts';
import { FAIR_HOUSING_TEXT as T } from '../../../shared/texts/fair-housing.ts';
import { solidIcon } from '../kit/heroicons.tsx';

/** The warning sign of flagged wording (the form's list, the listings table's marker, the portals' warnings). */
export const WarningTriangle = solidIcon({
  even: 'M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
});

/** The flagged phrases of a text, found again only when the text changes. */
export function useFlaggedPhrases(text: string): FlaggedPhrase[] {
  return useMemo(() => findFlaggedPhrases(text), [text]);
}

/** The text cut into plain runs and flagged runs, for the highlight layer. */
function segments(text: string, flagged: readonly FlaggedPhrase[]) {
  const parts: Array<{ text: string; flagged: boolean }> = [];
  let at = 0;
  for (const phrase of flagged) {
    if (phrase.start > at) parts.push({ text: text.slice(at, phrase.start), flagged: false });
    parts.push({ text: text.slice(phrase.start, phrase.end), flagged: true });
    at = phrase.end;
  }
  parts.push({ text: text.slice(at), flagged: false });
  return parts;
}

/**
 * A textarea whose flagged phrases are marked as the agent types: a layer behind the (transparent)
 * textarea draws the same text in the same box with the phrases highlighted and scrolls with it.
 * `className` is the textarea's own; its background moves to the wrapper.
 */
export function HighlightedTextarea({
  value,
  flagged,
  className = '',
  layerClassName = 'px-3 py-2.5',
  ref,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  value: string;
  flagged: readonly FlaggedPhrase[];
  /** The textarea's padding and line height, repeated on the highlight layer so the text lines up. */
  layerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const transparent = className.replace(/\bbg-white\b/g, '');
  return (
    <div className="relative rounded-lg bg-white">
      <div
        ref={layer}
        aria-hidden="true"
        data-testid="wording-highlights"
        className={`pointer-events-none absolute inset-0 overflow-hidden rounded-lg border border-transparent text-sm break-words whitespace-pre-wrap text-transparent ${layerClassName}`}
      >
        {segments(value, flagged).map((part, index) =>
          part.flagged ? (
            <mark
              key={index}
              data-testid="flagged-mark"
              className="rounded-sm bg-amber-200 text-transparent underline decoration-red-600 decoration-wavy underline-offset-4"
            >
              {part.text}
            </mark>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
        {/* A last line break would collapse without something after it. */}
        {'\u200b'}
      </div>
      <textarea
        {...props}
        ref={ref}
        value={value}
        onScroll={(event) => {
          if (layer.current) layer.current.scrollTop = event.currentTarget.scrollTop;
          props.onScroll?.(event);
        }}
        className={`relative bg-transparent ${transparent}`}
      />
    </div>
  );
}

/**
 * The flagged phrases of one field, under it: each with its protected class, a plain explanation, the
 * better wording as a one-click replacement (or the advice to rephrase) and the public source.
 */
export function FlaggedPhraseList({
  id,
  flagged,
  onReplace,
  heading,
}: {
  id?: string;
  flagged: readonly FlaggedPhrase[];
  onReplace: (phrase: FlaggedPhrase) => void;
  /** A line naming where the phrases are (e.g. the fee names), when not right under their field. */
  heading?: string;
}) {
  return (
    <div id={id} aria-live="polite" data-testid="flagged-phrases">
      {flagged.length > 0 && (
        <div className="mt-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <WarningTriangle className="size-5 shrink-0 text-amber-600" />
            {heading ? `${heading}: ${T.flaggedCount(flagged.length)}` : T.flaggedCount(flagged.length)}
          </p>
          <ul className="mt-2 space-y-3">
            {flagged.map((phrase) => (
              <li
                key={`${phrase.start}-${phrase.phrase}`}
                data-testid="flagged-phrase"
                className="border-t border-amber-200 pt-2.5"
              >
                <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <mark className="rounded-sm bg-amber-200 px-1 font-semibold text-amber-950">{phrase.phrase}</mark>
                  <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset">
                    {phrase.class}
                  </span>
                </p>
                <p className="mt-1 text-amber-950">{phrase.explanation}</p>
                <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5">
                  {phrase.better !== null ? (
                    <button
                      type="button"
                      onClick={() => onReplace(phrase)}
                      aria-label={T.replaceLabel(phrase.phrase, phrase.better)}
                      className="rounded-lg border border-amber-400 bg-white px-3 py-1.5 text-sm font-semibold text-amber-950 shadow-xs hover:bg-amber-100 focus:ring-3 focus:ring-amber-500/30 focus:outline-none"
                    >
                      {T.betterLabel(phrase.better)}
                    </button>
                  ) : (
                    <span className="text-amber-900">{T.noBetter}</span>
                  )}
                  <a
                    href={phrase.source.url}
                    target="_blank"
                    rel="noreferrer"
                    title={phrase.source.title}
                    className="text-xs font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950"
                  >
                    {T.source}
                    <span className="sr-only">: {phrase.source.title}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
