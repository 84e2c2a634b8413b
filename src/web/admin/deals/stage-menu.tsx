import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DEAL_STAGES, type DealStage } from '../../../shared/deals.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { DEAL_STAGE_LABELS } from '../../../shared/texts/deals.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';

/**
 * A card's stage menu, the keyboard's way to move a deal (the board's drag is the mouse's): a menu
 * button whose menu lists the other stages; Enter, Space or ArrowDown opens it on the first item,
 * ArrowUp/ArrowDown/Home/End move, Enter chooses, Escape or Tab closes and gives the focus back.
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
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();
  const others = DEAL_STAGES.filter((s) => s !== stage);

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  // A click elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!button.current?.parentElement?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const closeAndFocus = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const index = items.current.findIndex((item) => item === document.activeElement);
    const focus = (i: number) => items.current[(i + others.length) % others.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(others.length - 1);
    else if (event.key === 'Escape') closeAndFocus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-8 items-center gap-1 rounded-lg px-2.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60"
      >
        {T.move}
        <ChevronDownIcon width={14} height={14} aria-hidden="true" />
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-20 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {others.map((to, i) => (
            <li key={to} role="none">
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  closeAndFocus();
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
