import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button (the WAI-ARIA pattern; the top bar's profile menu, a deal card's stage menu): a click,
 * Enter, Space or ↓ on the button opens the menu on its first item, ↑ on `arrowUpOpens`; in the menu
 * ↑/↓/Home/End move between the `role="menuitem"` elements, Escape closes it and gives the focus back
 * to the button, Tab or a click elsewhere closes it. Spread `buttonProps` on the button and `menuProps`
 * on the menu.
 */
export function useMenuButton<M extends HTMLElement>({ arrowUpOpens = 'last' }: { arrowUpOpens?: 'first' | 'last' } = {}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<M>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  /** Closes the menu; `returnFocus`: the button takes the focus back (Escape, a choice made in place). */
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? arrowUpOpens : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return {
    open,
    close,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openMenu('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menu, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown },
  };
}
