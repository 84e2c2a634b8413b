import { TIP_PREVIEW_LENGTH } from '../../../shared/texts/admin-tips.ts';

/** A tip's content for the table (docs/product.md §2, §9): the first 100 characters plus '...' when it is longer. */
export function tipPreview(content: string, length = TIP_PREVIEW_LENGTH): string {
  // Count characters, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(content);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : content;
}
