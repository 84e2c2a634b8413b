import { ADMIN_TIPS_TEXT as T } from '../../../../shared/texts/admin-tips.ts';
import { tipPreview } from './tip-preview.ts';
import { TipStatusBadge } from './tip-status-badge.tsx';
import type { TipDto } from '../../../../shared/tips.schema.ts';

export interface TipsListProps {
  tips: TipDto[];
  onEdit: (tip: TipDto) => void;
  onDelete: (tip: TipDto) => void;
  /** Tips with a request under way: their actions are disabled. */
  busy: ReadonlySet<number>;
  /** A card per tip instead of table rows (phones). */
  cards: boolean;
}

const PencilIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
    <path d="m5.433 13.917 1.262-3.155A4 4 0 0 1 7.58 9.42l6.92-6.918a2.121 2.121 0 0 1 3 3l-6.92 6.918c-.383.383-.84.685-1.343.886l-3.154 1.262a.5.5 0 0 1-.65-.65Z" />
    <path d="M3.5 5.75c0-.69.56-1.25 1.25-1.25H10A.75.75 0 0 0 10 3H4.75A2.75 2.75 0 0 0 2 5.75v9.5A2.75 2.75 0 0 0 4.75 18h9.5A2.75 2.75 0 0 0 17 15.25V10a.75.75 0 0 0-1.5 0v5.25c0 .69-.56 1.25-1.25 1.25h-9.5c-.69 0-1.25-.56-1.25-1.25v-9.5Z" />
  </svg>
);
const TrashIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
    <path
      fillRule="evenodd"
      d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
      clipRule="evenodd"
    />
  </svg>
);

function RowActions({
  tip,
  onEdit,
  onDelete,
  disabled,
}: {
  tip: TipDto;
  onEdit: () => void;
  onDelete: () => void;
  disabled: boolean;
}) {
  const base =
    'inline-flex h-8 items-center justify-center gap-1.5 rounded-lg px-3 text-xs font-semibold ring-1 ring-inset transition disabled:cursor-not-allowed disabled:opacity-50';
  // Each button names its tip for screen readers; sighted users see the word.
  return (
    <div className="flex items-center justify-end gap-1.5">
      <button
        type="button"
        onClick={onEdit}
        disabled={disabled}
        className={`${base} text-brand-700 ring-brand-600/30 hover:bg-brand-50`}
      >
        <PencilIcon />
        <span>{T.edit}</span>
        <span className="sr-only"> {tip.title}</span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        className={`${base} text-red-700 ring-red-600/30 hover:bg-red-50`}
      >
        <TrashIcon />
        <span>{T.delete}</span>
        <span className="sr-only"> {tip.title}</span>
      </button>
    </div>
  );
}

/** The tips: a table (ID, Title, Content preview, Status, actions), or cards on phones. */
export function TipsList({ tips, onEdit, onDelete, busy, cards }: TipsListProps) {
  if (cards) {
    return (
      <ul className="divide-y divide-slate-100" aria-label={T.listLabel}>
        {tips.map((tip) => (
          <li key={tip.id} className="px-4 py-4" data-testid="tip-row" data-id={tip.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-medium text-slate-500">
                  {T.id} {tip.id}
                </p>
                <p className="mt-0.5 font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="tip-title">
                  {tip.title}
                </p>
              </div>
              <TipStatusBadge active={tip.is_active} />
            </div>
            <p className="mt-2 text-sm leading-relaxed [overflow-wrap:anywhere] text-slate-600" data-testid="tip-content">
              {tipPreview(tip.content)}
            </p>
            <div className="mt-3">
              <RowActions tip={tip} disabled={busy.has(tip.id)} onEdit={() => onEdit(tip)} onDelete={() => onDelete(tip)} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr>
          <th scope="col" className="w-16 py-3 pr-2.5 pl-4 font-semibold">
            {T.id}
          </th>
          <th scope="col" className="w-1/4 px-2.5 py-3 font-semibold">
            {T.tipTitle}
          </th>
          <th scope="col" className="px-2.5 py-3 font-semibold">
            {T.content}
          </th>
          <th scope="col" className="px-2.5 py-3 font-semibold">
            {T.status}
          </th>
          <th scope="col" className="py-3 pr-4 pl-2.5 text-right font-semibold">
            <span className="sr-only">{T.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {tips.map((tip) => (
          <tr key={tip.id} data-testid="tip-row" data-id={tip.id} className="align-top hover:bg-slate-50/80">
            <td className="py-3.5 pr-2.5 pl-4 text-slate-500 tabular-nums">{tip.id}</td>
            <td className="px-2.5 py-3.5 font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="tip-title">
              {tip.title}
            </td>
            <td className="px-2.5 py-3.5 leading-relaxed [overflow-wrap:anywhere] text-slate-600" data-testid="tip-content">
              {tipPreview(tip.content)}
            </td>
            <td className="px-2.5 py-3.5">
              <TipStatusBadge active={tip.is_active} />
            </td>
            <td className="py-3 pr-4 pl-2.5">
              <RowActions tip={tip} disabled={busy.has(tip.id)} onEdit={() => onEdit(tip)} onDelete={() => onDelete(tip)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
