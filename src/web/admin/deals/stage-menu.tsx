import { DEAL_STAGES, type DealStage } from '../../../shared/deals.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { DEAL_STAGE_LABELS } from '../../../shared/texts/deals.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useMenuButton } from '../kit/use-menu-button.ts';

/**
 * A card's stage menu, the keyboard's way to move a deal (the board's drag is the mouse's): a menu
 * button whose menu lists the other stages (useMenuButton: Enter, Space, ArrowDown or ArrowUp open it
 * on the first item; Enter chooses and gives the focus back to the button).
 */
export function StageMenu({
  stage,
  label,
  busy,
  onMove,
}: {
  stage: DealStage;
  /** What the button says to screen readers ('Move the deal of Ann Lee'). */
  label: string;
  busy: boolean;
  onMove: (to: DealStage) => void;
}) {
  const { open, close, buttonProps, menuProps } = useMenuButton<HTMLUListElement>({ arrowUpOpens: 'first' });
  const others = DEAL_STAGES.filter((s) => s !== stage);

  return (
    <div className="relative">
      <button
        {...buttonProps}
        aria-label={label}
        disabled={busy}
        className="inline-flex h-8 items-center gap-1 rounded-lg px-2.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60"
      >
        {T.move}
        <ChevronDownIcon width={14} height={14} aria-hidden="true" />
      </button>
      {open && (
        <ul
          {...menuProps}
          aria-label={label}
          className="absolute right-0 z-20 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {others.map((to) => (
            <li key={to} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  onMove(to);
                }}
                className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-brand-50 focus:text-brand-900 focus:outline-none"
              >
                {T.moveTo(DEAL_STAGE_LABELS[to])}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
