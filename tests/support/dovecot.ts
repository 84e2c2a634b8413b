import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

/** Debian's dovecot-imapd (installed by .ci/run); DOVECOT may name another binary. */
const DOVECOT_BIN = process.env.DOVECOT ?? '/usr/sbin/dovecot';

/**
 * Whether the IMAP tests can run. In CI (CI=true) a missing dovecot is a failure, never a skip;
 * elsewhere the tests are skipped with this reason printed.
 */
export function dovecotMissing(): string | null {
  if (existsSync(DOVECOT_BIN)) return null;
  const reason = `dovecot is not installed (${DOVECOT_BIN}): apt-get install -y dovecot-imapd`;
  if (process.env.CI === 'true') throw new Error(`${reason}; the IMAP tests cannot run`);
  console.warn(`IMAP tests skipped: ${reason}`);
  return reason;
}

export interface Dovecot {
  port: number;
  user: string;
  password: string;
  /** INBOUND_IMAP_URL for the product. */
  url: string;
  /** A client of the test's own, logged in (closed by stop()). */
  client: () => Promise<ImapFlow>;
  /** Delivers a raw message into INBOX (APPEND), with the given flags; returns its UID. */
  deliver: (raw: Buffer | string, flags?: string[]) => Promise<number>;
  /** Every message of INBOX with its flags, read without changing them (EXAMINE, FETCH FLAGS). */
  flags: () => Promise<Array<{ uid: number; flags: string[] }>>;
  /** What the server logged so far (logins, logouts, disconnections). */
  log: () => string;
  /** Stops the server (the mail stays); start() starts it again on the same port and folder. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its folder. */
  remove: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const idOf = (flag: '-u' | '-g', user: string) => Number(execFileSync('id', [flag, user]).toString().trim());

/**
 * A throwaway dovecot on a loopback port of its own: its own configuration, runtime folder and
 * maildir in a temp folder, no system configuration, no TLS, one user with a static password.
 * Run as root, the login processes use Debian's `dovenull` and the mail the `dovecot` account
 * (dovecot runs neither as root); otherwise everything runs as the current user. `idle: false`
 * takes IDLE out of the server's capabilities, so clients must poll.
 */
export async function startDovecot(options: { idle?: boolean } = {}): Promise<Dovecot> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-dovecot-'));
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const me = os.userInfo();
  const internal = asRoot ? 'dovecot' : me.username;
  const login = asRoot ? 'dovenull' : me.username;
  const uid = asRoot ? idOf('-u', 'dovecot') : me.uid;
  const gid = asRoot ? idOf('-g', 'dovecot') : me.gid;
  const group = execFileSync('id', ['-gn', internal]).toString().trim();
  for (const folder of ['mail', 'home']) {
    mkdirSync(path.join(dir, folder));
    if (asRoot) chownSync(path.join(dir, folder), uid, gid);
  }
  const port = await freePort();
  const user = 'agent';
  const password = 'app-password-42';
  const capabilities =
    options.idle === false ? '\nimap_capability = IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE LITERAL+ UIDPLUS' : '';
  const config = path.join(dir, 'dovecot.conf');
  writeFileSync(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A refused login is answered at once (tests of retrying do not wait out dovecot's penalty).
auth_failure_delay = 0
default_internal_user = ${internal}
default_internal_group = ${group}
default_login_user = ${login}
first_valid_uid = ${uid}
first_valid_gid = ${gid}
mail_location = maildir:${dir}/mail${capabilities}
passdb {
  driver = static
  args = password=${password}
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/home
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
`,
  );

  let child: ChildProcess | null = null;
  const clients: ImapFlow[] = [];
  const log = () => (existsSync(path.join(dir, 'dovecot.log')) ? readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '');

  const start = async () => {
    // A process group of its own: stop() ends the master and the mail processes it started together.
    child = spawn(DOVECOT_BIN, ['-F', '-c', config], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`dovecot exited: ${stderr}${log()}`);
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('data', (greeting) => {
          socket.destroy();
          resolve(greeting.toString().startsWith('* OK'));
        });
        socket.once('error', () => resolve(false));
      });
      if (up) return;
      if (Date.now() > deadline) throw new Error(`dovecot did not answer on port ${port}: ${stderr}${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    for (const client of clients.splice(0)) await client.logout().catch(() => client.close());
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    child = null;
  };
  const client = async () => {
    const imap = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
    imap.on('error', () => undefined);
    await imap.connect();
    clients.push(imap);
    return imap;
  };

  await start();
  return {
    port,
    user,
    password,
    url: `imap://${user}:${password}@127.0.0.1:${port}/INBOX`,
    client,
    async deliver(raw, flags = []) {
      const imap = await client();
      const appended = await imap.append('INBOX', raw, flags);
      await imap.logout();
      clients.splice(clients.indexOf(imap), 1);
      if (!appended || !appended.uid) throw new Error('APPEND gave no UID');
      return appended.uid;
    },
    async flags() {
      const imap = await client();
      await imap.mailboxOpen('INBOX', { readOnly: true });
      const seen: Array<{ uid: number; flags: string[] }> = [];
      for await (const message of imap.fetch('1:*', { uid: true, flags: true })) {
        // \Recent only says which session saw the message first.
        seen.push({ uid: message.uid, flags: [...(message.flags ?? [])].filter((flag) => flag !== '\\Recent').sort() });
      }
      await imap.logout();
      clients.splice(clients.indexOf(imap), 1);
      return seen.sort((a, b) => a.uid - b.uid);
    },
    log,
    stop,
    start,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
