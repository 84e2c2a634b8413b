import { describe, expect, it } from 'vitest';
import { tipPreview } from './tip-preview.ts';

describe('tipPreview', () => {
  it('keeps content of up to 100 characters as it is', () => {
    expect(tipPreview('Short tip.')).toBe('Short tip.');
    expect(tipPreview('x'.repeat(100))).toBe('x'.repeat(100));
    expect(tipPreview('')).toBe('');
  });

  it("cuts longer content to 100 characters plus '...'", () => {
    expect(tipPreview('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`);
    const text = 'abcdefghij'.repeat(30);
    expect(tipPreview(text)).toBe(`${text.slice(0, 100)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '🏠'.repeat(101);
    expect(tipPreview(emoji)).toBe(`${'🏠'.repeat(100)}...`);
  });
});
