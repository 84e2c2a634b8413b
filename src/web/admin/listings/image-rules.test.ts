import { describe, expect, it } from 'vitest';
import { pickImages } from './image-rules.ts';

const MB = 1024 * 1024;
const img = (name: string, size = MB, type = 'image/jpeg') => ({ name, size, type });

describe('photo rules', () => {
  it('accepts only image files of at most 5 MB', () => {
    const files = [
      img('a.jpg'),
      img('b.pdf', MB, 'application/pdf'),
      img('c.png', 5 * MB, 'image/png'),
      img('d.jpg', 5 * MB + 1),
    ];
    const result = pickImages(files, 0, 10);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.png']);
    expect(result.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.pdf', 'not-image'],
      ['d.jpg', 'too-large'],
    ]);
    expect(result.overLimit).toBe(false);
  });

  it('stops at the limit, counting the photos already there', () => {
    const files = Array.from({ length: 4 }, (_, i) => img(`${i}.jpg`));
    const result = pickImages(files, 8, 10);
    expect(result.accepted.map((f) => f.name)).toEqual(['0.jpg', '1.jpg']);
    expect(result.overLimit).toBe(true);
    expect(pickImages(files, 10, 10).accepted).toEqual([]);
    expect(pickImages(files.slice(0, 2), 8, 10).overLimit).toBe(false);
  });
});
