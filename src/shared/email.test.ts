import { describe, expect, it } from 'vitest';
import { emailField } from './auth.schema.ts';
import { EMAIL_MAX_LENGTH, isEmail } from './email.ts';

describe('isEmail (the one e-mail check of the server and the browser)', () => {
  it('takes an address with one @, no white space and a dotted domain', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.com', 'x@y.z1', 'ü@exämple.de']) expect(isEmail(ok), ok).toBe(true);
  });

  it('refuses what is not an address', () => {
    const bad = [
      '',
      'plain',
      '@example.com',
      'a@',
      'a@b',
      'a@.com',
      'a@b.',
      'a@@b.com',
      'a@b@c.com',
      'a b@c.com',
      'a@b.c\n',
      'a@b.\tcom',
    ];
    for (const value of bad) expect(isEmail(value), JSON.stringify(value)).toBe(false);
  });

  it('refuses an address longer than SMTP carries without reading it', () => {
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH - 5)}@b.com`;
    expect(isEmail(long)).toBe(false);
    expect(isEmail(long.slice(1))).toBe(true);
    expect(isEmail(`a@${'a.'.repeat(500_000)}`)).toBe(false);
  });

  it('the schema answers one message for a 1 MB address: the shape check never runs on it', () => {
    const schema = emailField('Email is required', 'Please enter a valid email address');
    const result = schema.safeParse(`a@${'a.'.repeat(500_000)}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address']);
    expect(schema.safeParse('  Me@Example.COM ').data).toBe('me@example.com');
    expect(schema.safeParse('   ').error?.issues.map((issue) => issue.message)).toEqual(['Email is required']);
  });
});
