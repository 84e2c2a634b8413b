import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAP_WATCHER_OPTIONS,
  ImapWatcher,
  type HandledUid,
} from '../../src/server/features/inbound/imap-watcher.ts';
import type { ImapSettings } from '../../src/server/platform/config.ts';
import { MAX_INBOUND_MESSAGE_BYTES } from '../../src/server/features/inbound/parse-message.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dovecotMissing, startDovecot } from '../support/dovecot.ts';
import { until } from '../support/wait.ts';

const PASSWORD = 'hostile-secret-Pa55';

/** A message as the hostile server describes it: its announced size, and what it sends when the body is asked for. */
interface Scripted {
  uid: number;
  size: number;
  /** The body's literal length as announced (it never sends the bytes: the client must refuse first). */
  announced: number;
}

/**
 * An IMAP server that answers just enough for a client to log in, open INBOX and fetch, then lies:
 * it records every command and announces literals larger than any limit.
 */
async function hostileServer(messages: Scripted[], options: { silentOnceIdle?: boolean } = {}) {
  const commands: string[] = [];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.on('error', () => undefined);
    socket.write('* OK [CAPABILITY IMAP4rev1 IDLE] hostile ready\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        commands.push(line);
        answer(socket, line);
      }
    });
  });
  let idleTag = '';
  const answer = (socket: net.Socket, line: string) => {
    const [tag, ...rest] = line.split(' ');
    const command = rest.join(' ').toUpperCase();
    const ok = (text = 'done') => socket.write(`${tag} OK ${text}\r\n`);
    if (options.silentOnceIdle && idleTag) return;
    if (line === 'DONE') return socket.write(`${idleTag} OK idle done\r\n`);
    if (command.startsWith('CAPABILITY')) {
      socket.write('* CAPABILITY IMAP4rev1 IDLE\r\n');
      return ok();
    }
    if (command.startsWith('LOGIN')) return ok('[CAPABILITY IMAP4rev1 IDLE] logged in');
    if (command.startsWith('LIST')) {
      socket.write('* LIST () "/" INBOX\r\n');
      return ok();
    }
    if (command.startsWith('EXAMINE') || command.startsWith('SELECT')) {
      socket.write(
        `* ${messages.length} EXISTS\r\n* OK [UIDVALIDITY 7] ok\r\n* OK [UIDNEXT ${messages.length + 1}] ok\r\n* FLAGS (\\Seen)\r\n`,
      );
      return ok('[READ-ONLY] examined');
    }
    if (command.startsWith('UID SEARCH')) {
      socket.write(`* SEARCH ${messages.map((m) => m.uid).join(' ')}\r\n`);
      return ok();
    }
    if (command.startsWith('UID FETCH')) {
      const wanted = command.split(' ')[2];
      for (const m of messages.filter((m) => wanted.split(',').includes(String(m.uid)))) {
        if (command.includes('BODY.PEEK[]')) {
          // A body far over the size it announced: the client must give up before reading it.
          socket.write(`* ${m.uid} FETCH (UID ${m.uid} BODY[] {${m.announced}}\r\n`);
          return;
        }
        const headers = `In-Reply-To: <sent-${m.uid}@rentals.test>\r\n\r\n`;
        socket.write(
          `* ${m.uid} FETCH (UID ${m.uid} RFC822.SIZE ${m.size} BODY[HEADER.FIELDS (IN-REPLY-TO REFERENCES)] {${headers.length}}\r\n${headers})\r\n`,
        );
      }
      return ok();
    }
    if (command.startsWith('IDLE')) {
      idleTag = tag;
      return socket.write('+ idling\r\n');
    }
    if (command.startsWith('LOGOUT')) {
      socket.end(`* BYE\r\n${tag} OK bye\r\n`);
      return;
    }
    if (command.startsWith('NOOP')) return ok();
    socket.write(`${tag} BAD unknown\r\n`);
  };
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as net.AddressInfo).port,
    commands,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Everything the watcher logs, as text. */
function logRecorder() {
  const lines: string[] = [];
  const write = (details: object, message: string) => lines.push(`${message} ${JSON.stringify(details)}`);
  return { lines, log: { info: write, warn: write, error: write } };
}

describe('inbound mail by IMAP from a hostile or unreachable server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const watcherFor = (settings: ImapSettings) =>
    new ImapWatcher(settings, t.app.database.db, t.app.services.inbound, {
      ...DEFAULT_IMAP_WATCHER_OPTIONS,
      backoffMs: { first: 50, last: 200 },
    });

  it('never fetches a message announced over the size limit, and skips one whose body breaks every connection', async () => {
    const server = await hostileServer([
      { uid: 1, size: MAX_INBOUND_MESSAGE_BYTES + 1, announced: 0 },
      { uid: 2, size: 2_000, announced: 2 * 1024 * 1024 * 1024 },
    ]);
    const watcher = watcherFor({
      secure: false,
      host: '127.0.0.1',
      port: server.port,
      user: 'agent',
      pass: PASSWORD,
      mailbox: 'INBOX',
    });
    const handled: HandledUid[] = [];
    watcher.on('handled', (event) => handled.push(event));
    const { lines, log } = logRecorder();
    watcher.start(log);
    try {
      await until(
        async () => handled.length,
        (n) => n >= 2,
        10_000,
      );
      expect(handled.map((e) => [e.uid, e.outcome])).toEqual([
        [1, 'too-large'],
        [2, 'unreadable'],
      ]);
      // UID 1's body was never asked for; UID 2's three times (each attempt broke the connection), then never again.
      const bodyFetches = server.commands.filter((c) => c.includes('BODY.PEEK[]'));
      expect(bodyFetches.filter((c) => /UID FETCH 1 /.test(c))).toEqual([]);
      expect(bodyFetches.filter((c) => /UID FETCH 2 /.test(c))).toHaveLength(3);
      expect(server.connections()).toBe(4);
      await until(async () => watcher.waiting, Boolean, 5_000);
      const mailbox = await t.app.database.db
        .selectFrom('inbound_mailboxes')
        .selectAll()
        .where('mailbox', '=', 'agent@127.0.0.1/INBOX')
        .executeTakeFirstOrThrow();
      expect(mailbox).toMatchObject({ uid_validity: '7', last_uid: 2 });
      // The watcher never changes the mailbox, and never logs the password.
      expect(server.commands.filter((c) => /\b(STORE|COPY|MOVE|EXPUNGE|SELECT|APPEND|DELETE)\b/i.test(c))).toEqual([]);
      expect(lines.some((line) => line.includes('message skipped'))).toBe(true);
      expect(lines.join('\n')).not.toContain(PASSWORD);
    } finally {
      await watcher.stop();
      await server.close();
    }
  });

  it('does not let a server that stops answering hold the shutdown', async () => {
    const server = await hostileServer([], { silentOnceIdle: true });
    const watcher = watcherFor({
      secure: false,
      host: '127.0.0.1',
      port: server.port,
      user: 'agent',
      pass: PASSWORD,
      mailbox: 'INBOX',
    });
    watcher.start();
    await until(async () => watcher.waiting, Boolean, 5_000);
    const stopping = Date.now();
    await watcher.stop();
    expect(Date.now() - stopping).toBeLessThan(4_000);
    expect(server.commands.at(-1)).toMatch(/^DONE$|LOGOUT/);
    await server.close();
  });

  it.skipIf(dovecotMissing())("keeps trying a refused login, logging the server's answer and never the password", async () => {
    const dovecot = await startDovecot();
    const watcher = watcherFor({
      secure: false,
      host: '127.0.0.1',
      port: dovecot.port,
      user: 'agent',
      pass: PASSWORD,
      mailbox: 'INBOX',
    });
    const { lines, log } = logRecorder();
    watcher.start(log);
    try {
      await until(
        async () => lines.filter((line) => line.includes('connection lost')).length,
        (n) => n >= 3,
        10_000,
      );
      expect(lines[0]).toMatch(/AUTHENTICATIONFAILED|Authentication failed/i);
      expect(lines.join('\n')).not.toContain(PASSWORD);
      expect(watcher.waiting).toBe(false);
    } finally {
      await watcher.stop();
      await dovecot.remove();
    }
  });
});
