import { describe, expect, it } from 'vitest';
import { greetingName, linkFreeName } from './visitor-name.ts';

describe('greetingName (what greets a person, and their To: display name): at most a first name', () => {
  it.each<[string | null | undefined, string | null]>([
    ['Jane O. Doe', 'Jane'],
    ['  Riley   Renter ', 'Riley'],
    ['Mary-Jane Watson', 'Mary-Jane'],
    ["D'Andre Smith", "D'Andre"],
    ['José María García López', 'José'],
    ['王小明', '王小明'],
    ['Zoë', 'Zoë'],
    ['J. Smith', 'J.'],
    // A sentence, a phone number, an amount: no name, a neutral greeting.
    ['URGENT Your bank account is locked Call 1 800 555 0199 now', null],
    ['URGENT Your bank account is locked call now', null],
    ['Call 18005550199', null],
    ['Jane 2', null],
    ['R2D2', null],
    ['$500 prize', null],
    ['１２３', null],
    // Anything that reads as a link, an address or markup.
    ['Win at http://evil.example/x', null],
    ['evil.example', null],
    ['www.evil.example Jane', null],
    ['jane@evil.example', null],
    ['<b>Jane</b>', null],
    ['Jane\nVisit us', null],
    // A first word that is not letters.
    ['- Jane', null],
    ['Jane-', null],
    ['x'.repeat(31), null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (typed, shown) => {
    expect(greetingName(typed)).toBe(shown);
  });
});

describe('linkFreeName (a name in a mail only the staff read, or typed by staff): whole, never a link', () => {
  it.each<[string, string | null]>([
    ['Rita Moreno', 'Rita Moreno'],
    ['Jane O. Doe', 'Jane O. Doe'],
    ['Win at http://evil.example/x', null],
    ['evil.example', null],
    ['x'.repeat(61), null],
  ])('%j → %j', (typed, shown) => {
    expect(linkFreeName(typed)).toBe(shown);
  });
});
