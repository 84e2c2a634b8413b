/**
 * React Router's answer to a fetcher's sending (a page's `.data` POST), decoded: turbo-stream's flat list, where
 * an object names each key and value by its index in the list (plain objects, arrays and primitives only).
 */
export function decodeAnswer(text: string): unknown {
  const flat = JSON.parse(text) as unknown[];
  const at = (index: number): unknown => {
    const value = flat[index];
    if (Array.isArray(value)) return value.map((i: number) => at(i));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, i]) => [flat[Number(key.slice(1))], at(i as number)]));
    return value;
  };
  return at(0);
}
