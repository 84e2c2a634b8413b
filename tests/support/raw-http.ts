import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client had written when the answer's head arrived. */
  sentBeforeAnswer: number;
  /** Whether the server closed the connection (within a second of its answer, or instead of one). */
  closed: boolean;
  /** Milliseconds from the first byte sent to the answer's head (or to the close when none came). */
  ms: number;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Body bytes to send at most (the sender stops as soon as an answer arrives). */
  bodyBytes: number;
  /** Sent as `Content-Length` (default: the body's length); `chunked` sends no length. */
  chunked?: boolean;
  declaredLength?: number;
  /** One byte per this many milliseconds instead of as fast as the connection takes it. */
  trickleMs?: number;
  /** The byte the body is made of (default 'a'). */
  fill?: string;
}

/**
 * Sends one HTTP/1.1 request over a raw socket, writing its body as fast as the server reads it (or
 * a byte at a time), and stops writing when the answer comes. For attacks a normal client would not
 * make: huge declared lengths, endless chunked bodies, trickling bodies.
 */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect({ host: hostname, port: Number(port) });
  const headers: Record<string, string> = {
    host: `${hostname}:${port}`,
    'content-type': 'application/x-www-form-urlencoded',
    ...(request.chunked
      ? { 'transfer-encoding': 'chunked' }
      : { 'content-length': String(request.declaredLength ?? request.bodyBytes) }),
    ...request.headers,
  };
  const head = `${request.method ?? 'POST'} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  const chunk = Buffer.alloc(64 * 1024, request.fill ?? 'a');
  let sent = 0;
  let answered = false;
  let received = Buffer.alloc(0);
  const start = performance.now();
  return new Promise((resolve) => {
    let answer: RawAnswer | null = null;
    const finish = (closed: boolean) => {
      if (answer) {
        answer.closed = closed;
        resolve(answer);
      } else {
        resolve({ status: 0, headers: {}, body: '', sentBeforeAnswer: sent, closed, ms: performance.now() - start });
      }
      socket.destroy();
    };
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1 || answer) {
        if (answer) answer.body = received.subarray(received.indexOf('\r\n\r\n') + 4).toString();
        return;
      }
      answered = true;
      const [statusLine, ...lines] = received.subarray(0, end).toString().split('\r\n');
      answer = {
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        ),
        body: received.subarray(end + 4).toString(),
        sentBeforeAnswer: sent,
        closed: false,
        ms: performance.now() - start,
      };
      // A server that keeps the connection open past its answer has not closed it.
      setTimeout(() => finish(false), 1_000).unref();
    });
    socket.once('connect', async () => {
      socket.write(head);
      const write = (data: Buffer | string) =>
        new Promise<void>((done) => {
          if (socket.destroyed) return done();
          if (socket.write(data)) done();
          else socket.once('drain', done);
        });
      while (!answered && !socket.destroyed && sent < request.bodyBytes) {
        const size = request.trickleMs ? 1 : Math.min(chunk.length, request.bodyBytes - sent);
        const piece = chunk.subarray(0, size);
        await write(
          request.chunked ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece,
        );
        sent += size;
        if (request.trickleMs) await new Promise((r) => setTimeout(r, request.trickleMs));
      }
      if (request.chunked && !answered && !socket.destroyed) socket.write('0\r\n\r\n');
    });
  });
}
