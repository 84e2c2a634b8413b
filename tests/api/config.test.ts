import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/platform/config.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted a bad setting');
}

describe('settings validation', () => {
  it('accepts the defaults and valid values', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '4100',
      DATABASE_URL: 'postgresql://user:pass@db:5432/rentals',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://rentals.example.com/',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgresql://user:pass@db:5432/rentals',
      publicUrl: 'https://rentals.example.com',
    });
    expect(loadConfig({ DATA_DIR: dataDir }).port).toBe(3000);
    // The outbox sends over 4 SMTP connections unless told otherwise (decision 012).
    expect(loadConfig({ DATA_DIR: dataDir }).smtpConnections).toBe(4);
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_CONNECTIONS: '1' }).smtpConnections).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_CONNECTIONS: '' }).smtpConnections).toBe(4);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['SMTP_CONNECTIONS', '0'],
    ['SMTP_CONNECTIONS', '21'],
    ['SMTP_CONNECTIONS', '2.5'],
    ['SMTP_CONNECTIONS', 'four'],
  ])('refuses %s=%s, naming the setting and the value', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} \\("${value.replace('.', '\\.')}"\\): `));
  });

  it.each(['mysql://root@localhost/rentals', 'sqlite:./app.db', 'localhost:5432'])('refuses DATABASE_URL=%s', (value) => {
    const problems = problemsOf({ DATABASE_URL: value });
    // A database URL may carry a password: the problem is named, the value is not printed.
    expect(problems).toEqual(['DATABASE_URL: must be a postgres:// or postgresql:// URL']);
  });

  it('reads the S3 photo storage settings', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'rental-photos',
      S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://photos.example.com/',
    });
    expect(config.s3).toEqual({
      bucket: 'rental-photos',
      endpoint: 'https://abc123.r2.cloudflarestorage.com',
      region: 'auto',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://photos.example.com',
    });
    // AWS itself: the region defaults, credentials come from the SDK's usual sources (role, profile).
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'photos' }).s3).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('refuses incomplete or malformed S3 settings without printing the secret', () => {
    expect(problemsOf({ S3_BUCKET: 'Photos_Bucket' })).toEqual([
      'S3_BUCKET ("Photos_Bucket"): must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    ]);
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: is required when other S3_ settings are set',
    ]);
    const problems = problemsOf({ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(problems).toEqual(['S3_ACCESS_KEY_ID: and S3_SECRET_ACCESS_KEY must be set together']);
    expect(problemsOf({ S3_BUCKET: 'photos', S3_PUBLIC_URL: 'photos.example.com' })[0]).toMatch(
      /^S3_PUBLIC_URL: must be an http/,
    );
  });

  it('reads INBOUND_IMAP_URL: TLS or STARTTLS, the default ports, the mailbox, escaped characters', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).inboundImap).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, INBOUND_IMAP_URL: 'imaps://dana:app-pass@imap.example.com/INBOX' }).inboundImap,
    ).toEqual({
      secure: true,
      host: 'imap.example.com',
      port: 993,
      user: 'dana',
      pass: 'app-pass',
      mailbox: 'INBOX',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, INBOUND_IMAP_URL: 'imap://dana%40rentals.test:p%2Fss%3Aw@[::1]:1143/Renters%20Replies' })
        .inboundImap,
    ).toEqual({ secure: false, host: '::1', port: 1143, user: 'dana@rentals.test', pass: 'p/ss:w', mailbox: 'Renters Replies' });
    expect(loadConfig({ DATA_DIR: dataDir, INBOUND_IMAP_URL: 'imap://dana:pw@imap.example.com' }).inboundImap).toMatchObject({
      port: 143,
      mailbox: 'INBOX',
    });
  });

  it.each([
    ['https://dana:secret-pw@imap.example.com/INBOX', 'must be an imap:// or imaps:// URL'],
    ['imap.example.com', 'must be an imap:// or imaps:// URL (imaps://user:password@imap.example.com/INBOX)'],
    ['imaps://imap.example.com/INBOX', 'must carry the user name and password (imaps://user:password@host/INBOX)'],
    ['imaps://dana@imap.example.com/INBOX', 'must carry the user name and password (imaps://user:password@host/INBOX)'],
    [
      'imaps://dana:secret-pw@imap.example.com/INBOX?tls=off',
      'must not have a ?query or #fragment (the mailbox goes in the path)',
    ],
    ['imaps://dana:secret-pw%zz@imap.example.com/INBOX', 'has a bad %-escape'],
  ])('refuses INBOUND_IMAP_URL=%s without printing the password', (value, message) => {
    const problems = problemsOf({ INBOUND_IMAP_URL: value });
    expect(problems).toEqual([`INBOUND_IMAP_URL: ${message}`]);
    expect(problems.join('')).not.toContain('secret-pw');
  });

  it('lists every bad setting at once, with a readable message', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.split(/[ :]/)[0]).sort()).toEqual(['DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'PORT']);
    expect(problems.find((p) => p.startsWith('JWT_SECRET'))).toContain('must be at least 32 characters long');
    expect(message).toMatch(/^Invalid settings:\n {2}- /);
  });

  it('requires ADMIN_EMAIL when ADMIN_PASSWORD is set', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'secret-password' })).toEqual(['ADMIN_EMAIL: is required when ADMIN_PASSWORD is set']);
  });
});
