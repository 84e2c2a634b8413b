import { ADMIN_TIPS_TEXT as T } from '../../../shared/texts/admin-tips.ts';
import { RowAction } from '../kit/list/list-parts.tsx';
import { ColumnHeaders, RowCards, RowsTable } from '../kit/list/list-rows.tsx';
import { PencilIcon, TrashIcon } from '../kit/list/row-icons.tsx';
import { tipPreview } from './tip-preview.ts';
import { TipStatusBadge } from './tip-status-badge.tsx';
import type { TipDto } from '../../../shared/tips.schema.ts';

export interface TipsListProps {
  tips: TipDto[];
  onEdit: (tip: TipDto) => void;
  onDelete: (tip: TipDto) => void;
  /** Tips with a request under way: their actions are disabled. */
  busy: ReadonlySet<number>;
  /** A card per tip instead of table rows (phones). */
  cards: boolean;
}

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
  return (
    <div className="flex items-center justify-end gap-1.5">
      <RowAction onClick={onEdit} disabled={disabled} icon={<PencilIcon />} label={T.edit} target={tip.title} tone="brand" />
      <RowAction onClick={onDelete} disabled={disabled} icon={<TrashIcon />} label={T.delete} target={tip.title} tone="danger" />
    </div>
  );
}

/** The tips: a table (ID, Title, Content preview, Status, actions), or cards on phones. */
export function TipsList({ tips, onEdit, onDelete, busy, cards }: TipsListProps) {
  const actions = (tip: TipDto) => (
    <RowActions tip={tip} disabled={busy.has(tip.id)} onEdit={() => onEdit(tip)} onDelete={() => onDelete(tip)} />
  );

  if (cards) {
    return (
      <RowCards rows={tips} testId="tip-row" label={T.listLabel} itemClassName="px-4 py-4">
        {(tip) => (
          <>
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
            <div className="mt-3">{actions(tip)}</div>
          </>
        )}
      </RowCards>
    );
  }

  return (
    <RowsTable
      rows={tips}
      testId="tip-row"
      head={
        <ColumnHeaders
          columns={[
            { label: T.id, width: 'w-16' },
            { label: T.tipTitle, width: 'w-1/4' },
            { label: T.content },
            { label: T.status },
          ]}
          actions={<span className="sr-only">{T.actions}</span>}
        />
      }
      rowClassName={() => 'align-top hover:bg-slate-50/80'}
      cells={(tip) => (
        <>
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
          <td className="py-3 pr-4 pl-2.5">{actions(tip)}</td>
        </>
      )}
    />
  );
}
