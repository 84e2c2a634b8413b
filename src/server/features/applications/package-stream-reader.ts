import type { Readable } from 'node:stream';

/**
 * Reads a byte stream in exact pieces without gathering it: `exactly(n)` for a header, `pieces(n)`
 * to pass n bytes on chunk by chunk. Used to read a document's header and then forward its bytes.
 */
export class StreamReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);
  /** Bytes taken from the stream so far. */
  consumed = 0;

  constructor(stream: Readable) {
    this.chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  /** The next chunk of at most `max` bytes; null at the end of the stream. */
  private async next(max: number): Promise<Buffer | null> {
    if (this.pending.length === 0) {
      const step = await this.chunks.next();
      if (step.done) return null;
      this.pending = Buffer.isBuffer(step.value) ? step.value : Buffer.from(step.value);
    }
    const piece = this.pending.subarray(0, max);
    this.pending = this.pending.subarray(piece.length);
    this.consumed += piece.length;
    return piece;
  }

  /** Exactly `n` bytes (copied); throws when the stream ends first. */
  async exactly(n: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < n) {
      const piece = await this.next(n - got);
      if (!piece) throw new Error('The document ended early');
      parts.push(piece);
      got += piece.length;
    }
    return Buffer.concat(parts, n);
  }

  /** The next `n` bytes as they come, without holding them; throws when the stream ends first. */
  async *pieces(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      const piece = await this.next(left);
      if (!piece) throw new Error('The document ended early');
      left -= piece.length;
      yield piece;
    }
  }

  /** Reads to the end (so that the decipher checks its tag) and answers how many bytes were left. */
  async drain(): Promise<number> {
    let left = 0;
    for (let piece = await this.next(1 << 20); piece; piece = await this.next(1 << 20)) left += piece.length;
    return left;
  }
}
