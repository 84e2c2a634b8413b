import { describe, expect, it } from 'vitest';
import { focusGuard, keepEditsMadeMeanwhile } from './late-answers.ts';

describe('keepEditsMadeMeanwhile', () => {
  it("takes the server's value for fields left alone since Save, and keeps the ones changed meanwhile", () => {
    const sent = { phone: ' (917) 555-0123 ', brand: 'Old', links: ['a'], notify: true };
    const now = { phone: ' (917) 555-0123 ', brand: 'Midtown Lofts', links: ['a'], notify: false };
    const answer = { phone: '(917) 555-0123', brand: 'Old', links: ['a'], notify: true };
    expect(keepEditsMadeMeanwhile(sent, now, answer)).toEqual({
      phone: '(917) 555-0123',
      brand: 'Midtown Lofts',
      links: ['a'],
      notify: false,
    });
  });

  it('compares lists and objects by value', () => {
    const sent = { fees: [{ label: 'Broker', amount: 0 }] };
    expect(keepEditsMadeMeanwhile(sent, { fees: [{ label: 'Broker', amount: 0 }] }, { fees: [] })).toEqual({ fees: [] });
    expect(keepEditsMadeMeanwhile(sent, { fees: [{ label: 'Broker', amount: 5 }] }, { fees: [] })).toEqual({
      fees: [{ label: 'Broker', amount: 5 }],
    });
  });
});

describe('focusGuard', () => {
  it('moves the focus when it is still where the action left it, or nowhere', () => {
    const body = {};
    const button = {};
    const doc = { activeElement: button as unknown, body };
    const target = { focus: () => (doc.activeElement = target) };
    const guard = focusGuard(doc as unknown as Document);
    doc.activeElement = body; // the button went disabled
    guard.moveFocus(target as unknown as HTMLElement);
    expect(doc.activeElement).toBe(target);
  });

  it('leaves the focus where the person put it meanwhile', () => {
    const body = {};
    const field = {};
    const doc = { activeElement: {} as unknown, body };
    const target = { focus: () => (doc.activeElement = target) };
    const guard = focusGuard(doc as unknown as Document);
    doc.activeElement = field;
    expect(guard.unmoved()).toBe(false);
    guard.moveFocus(target as unknown as HTMLElement);
    expect(doc.activeElement).toBe(field);
  });
});
