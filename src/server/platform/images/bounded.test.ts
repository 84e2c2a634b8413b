import { describe, expect, it } from 'vitest';
import { mapBounded } from './bounded.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapBounded', () => {
  it('keeps at most `limit` under way and answers in the input order', async () => {
    let running = 0;
    let most = 0;
    const out = await mapBounded([30, 5, 20, 1, 10], 2, async (ms, i) => {
      running++;
      most = Math.max(most, running);
      await tick(ms);
      running--;
      return i * 10;
    });
    expect(out).toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
  });

  it('starts nothing after a failure, lets the ones under way finish, then throws the failure', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    await expect(
      mapBounded([0, 1, 2, 3, 4], 2, async (i) => {
        started.push(i);
        await tick(i === 0 ? 5 : 20);
        if (i === 0) throw new Error('photo 0 is not an image');
        finished.push(i);
        return i;
      }),
    ).rejects.toThrow('photo 0 is not an image');
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([1]);
  });

  it('one at a time with a limit of 1, and nothing to do for no items', async () => {
    let running = 0;
    let most = 0;
    await mapBounded([1, 2, 3], 1, async () => {
      most = Math.max(most, ++running);
      await tick(1);
      running--;
    });
    expect(most).toBe(1);
    expect(await mapBounded([], 2, async () => 1)).toEqual([]);
  });
});
