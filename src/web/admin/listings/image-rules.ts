import { MAX_IMAGE_BYTES } from '../../../shared/constants.ts';

type RejectReason = 'not-image' | 'too-large';

export interface PickResult<F> {
  /** Files to add, in the order chosen. */
  accepted: F[];
  /** Files left out because they are not images or larger than 5 MB. */
  rejected: Array<{ file: F; reason: RejectReason }>;
  /** More photos were chosen than the limit leaves room for; the extra ones were left out. */
  overLimit: boolean;
}

interface FileLike {
  type: string;
  size: number;
}

/**
 * Which of the chosen `files` join a listing that already has `current` photos: only image files
 * of at most 5 MB, and no more than `max` photos in all.
 */
export function pickImages<F extends FileLike>(files: readonly F[], current: number, max: number): PickResult<F> {
  const accepted: F[] = [];
  const rejected: PickResult<F>['rejected'] = [];
  let overLimit = false;
  for (const file of files) {
    if (!file.type.startsWith('image/')) rejected.push({ file, reason: 'not-image' });
    else if (file.size > MAX_IMAGE_BYTES) rejected.push({ file, reason: 'too-large' });
    else if (current + accepted.length >= max) overLimit = true;
    else accepted.push(file);
  }
  return { accepted, rejected, overLimit };
}
