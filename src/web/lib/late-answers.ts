/**
 * What an answer that arrives after the person moved on may still do (docs/decisions/031): it never
 * takes the focus from where they put it meanwhile, and it never overwrites a field they changed
 * meanwhile.
 */

/**
 * Remembers where the focus is when an action starts (a click on Save…). After the answer,
 * `moveFocus(el)` moves the focus to `el` only when it is still there, or nowhere (the button went
 * disabled and the browser dropped it): the answer then still speaks to the action, and the person has
 * not started something else.
 */
export function focusGuard(doc: Document = document) {
  const start = doc.activeElement;
  const unmoved = () => {
    const now = doc.activeElement;
    return now === start || now === null || now === doc.body;
  };
  return {
    unmoved,
    moveFocus(element: HTMLElement | null | undefined) {
      if (element && unmoved()) element.focus();
    },
  };
}

/**
 * The values a form shows once its save answered: each field the person left alone since they sent
 * (`sent[k] === now[k]`) takes the server's value (`answer[k]`, e.g. trimmed or normalised); a field
 * they changed meanwhile keeps what they typed.
 */
export function keepEditsMadeMeanwhile<T extends object>(sent: T, now: T, answer: T): T {
  const next = { ...answer };
  for (const key of Object.keys(now) as Array<keyof T>) {
    if (!sameValue(sent[key], now[key])) next[key] = now[key];
  }
  return next;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
