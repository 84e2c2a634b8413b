import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.ts';

describe('mailboxKey (one mailbox, however its address is spelled)', () => {
  it.each([
    ['victim@gmail.com', 'victim@gmail.com'],
    ['victim+1@gmail.com', 'victim@gmail.com'],
    ['Vic.Tim@GMAIL.com', 'victim@gmail.com'],
    ['  V.i.c.t.i.m+news+2@googlemail.com ', 'victim@gmail.com'],
    ['victim@googlemail.com', 'victim@gmail.com'],
    // Elsewhere a dot is part of the mailbox's name; the case and a +tag are not.
    ['Vic.Tim@Example.com', 'vic.tim@example.com'],
    ['vic.tim+promo@example.com', 'vic.tim@example.com'],
    ['victim@mail.gmail.com', 'victim@mail.gmail.com'],
    // A local part that is only a tag stays as it is.
    ['+tag@example.com', '+tag@example.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });
});
