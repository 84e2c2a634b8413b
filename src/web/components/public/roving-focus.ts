/** Moves focus among the links and buttons of `container` (arrow keys in menus). */
export function moveFocus(container: HTMLElement | null, to: 'next' | 'previous' | 'first' | 'last') {
  if (!container) return;
  const items = Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  let index = 0;
  if (to === 'last') index = items.length - 1;
  else if (to === 'next') index = current < 0 ? 0 : (current + 1) % items.length;
  else if (to === 'previous') index = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
  items[index].focus();
}
