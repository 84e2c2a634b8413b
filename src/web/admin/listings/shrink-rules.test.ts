import { describe, expect, it } from 'vitest';
import { jpegName, photoFractions, shrunkSize } from './shrink-rules.ts';

describe('shrunkSize', () => {
  it('scales the long side to 2560 px, keeps the proportions, never enlarges', () => {
    expect(shrunkSize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(shrunkSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(shrunkSize(20000, 10)).toEqual({ width: 2560, height: 1 });
  });
});

describe('jpegName', () => {
  it('gives the file a .jpg ending', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('kitchen.photo.png')).toBe('kitchen.photo.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.jpg')).toBe('photo.jpg');
  });
});

describe('photoFractions', () => {
  const sizes = [1000, 3000, 1000];
  const total = 500 + 5000; // 500 bytes of fields and part headers first

  it('nothing sent while the fields go out', () => {
    expect(photoFractions(400, total, sizes)).toEqual([0, 0, 0]);
  });
  it('photo by photo, in order', () => {
    expect(photoFractions(1000, total, sizes)).toEqual([0.5, 0, 0]);
    expect(photoFractions(3000, total, sizes)).toEqual([1, 0.5, 0]);
    expect(photoFractions(total, total, sizes)).toEqual([1, 1, 1]);
  });
});
