import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';

const OWNER = { email: 'owner@test.local', password: 'owner-password' };

/** Starts the production entry on `dataDir` and resolves with its URL once it listens. */
function startProcess(dataDir: string, smtpUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: smtpUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

interface Answer {
  token: string;
  inquiry: { id: number };
  reply: { subject: string };
  replies: Array<{ subject: string; deliveryStatus: string }>;
}

async function api(url: string, method: string, body?: unknown, token?: string) {
  const res = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

describe('a crash in the middle of a batch (SIGKILL), then a restart', () => {
  let dataDir = '';
  let peer: SmtpPeer;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-crash-'));
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await peer.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and sends nothing twice except the one message in flight', async () => {
    let server = await startProcess(dataDir, peer.url);
    child = server.child;
    const { json: login } = await api(`${server.url}/api/auth/login`, 'POST', OWNER);
    const token = login.token;
    await api(`${server.url}/api/auth/profile`, 'PUT', { name: 'Owner', email: OWNER.email, notifyInquiries: false }, token);
    const { json: created } = await api(`${server.url}/api/inquiries`, 'POST', {
      name: 'Rita Renter',
      email: 'rita@example.com',
      message: 'Still free?',
    });
    const inquiryId = created.inquiry.id;

    // The process dies while the server holds the 12th message, before answering it.
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    let inFlight: string | undefined;
    peer.beforeAccept = async (mail) => {
      if (peer.messages.length === 11 && !inFlight) {
        inFlight = mail.parsed.subject;
        server.child.kill('SIGKILL');
        await exited;
      }
    };
    const replies: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await api(
        `${server.url}/api/inquiries/${inquiryId}/reply`,
        'POST',
        { subject: `Batch reply ${i}`, message: `Reply ${i}`, recipientEmail: 'rita@example.com' },
        token,
      ).catch(() => null);
      if (!res) break; // the server is gone
      expect(res.status).toBe(201);
      replies.push(res.json.reply.subject);
    }
    await exited;
    expect(inFlight).toBeDefined();
    const beforeRestart = peer.messages.length;
    expect(beforeRestart).toBeLessThan(replies.length);

    // Restart on the same data: every accepted reply is delivered.
    server = await startProcess(dataDir, peer.url);
    child = server.child;
    await until(
      async () => new Set(peer.messages.map((m) => m.parsed.subject)).size,
      (n) => n >= replies.length,
      30_000,
    );
    const { json: history } = await api(`${server.url}/api/inquiries/${inquiryId}/replies`, 'GET', undefined, token);
    expect(history.replies.map((r) => r.subject)).toEqual(replies);
    const after = await until(
      async () => (await api(`${server.url}/api/inquiries/${inquiryId}/replies`, 'GET', undefined, token)).json.replies,
      (list) => list.every((r) => r.deliveryStatus === 'sent'),
    );
    expect(after).toHaveLength(replies.length);

    const subjects = peer.messages.map((m) => m.parsed.subject!);
    expect(new Set(subjects)).toEqual(new Set(replies));
    const twice = subjects.filter((s, i) => subjects.indexOf(s) !== i);
    // At most the message the server held when the process died arrives a second time.
    expect(twice.length).toBeLessThanOrEqual(1);
    if (twice.length === 1) expect(twice[0]).toBe(inFlight);
    expect(new Set(peer.messages.map((m) => m.parsed.messageId)).size).toBe(replies.length);

    const exitedAgain = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exitedAgain).toBe(0);
  });
});
