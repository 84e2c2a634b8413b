import { availableParallelism } from 'node:os';
import { Worker, type Transferable } from 'node:worker_threads';

// A small pool of worker threads for work on what a visitor sent (docs/decisions/076-hostile-input.md):
// parsing and rewriting untrusted documents never runs on the thread that answers requests. Each job
// has a time limit and each worker a memory limit; a job over either has its worker terminated (a
// fresh one is started for the next job), so no document can hold a thread for longer than its limit.
//
// The worker file (plain JavaScript, beside the module that names it, so the same file runs from the
// sources and beside the compiled server) posts `{ ready: true }` once its modules are loaded, then answers each message `{ job, input }` with `{ ok, transfer }`
// (`transfer`: the result's ArrayBuffers, moved rather than copied) or `{ error }`.

export interface SandboxOptions {
  /** Workers at most (started when needed). Default: one core fewer than the machine has, 1 to 4. */
  size?: number;
  /** A job still running after this is stopped (its worker terminated). */
  timeoutMs: number;
  /** A worker's heap (MB): past it the worker stops and its job fails. */
  maxMemoryMb: number;
  /** Jobs waiting for a worker at most; past it `run` fails with SandboxBusy at once. */
  maxQueue?: number;
}

/** A job that did not finish within its time limit. */
class SandboxTimeout extends Error {
  constructor() {
    super('The job did not finish within its time limit');
    this.name = 'SandboxTimeout';
  }
}

/** Too many jobs already wait. */
export class SandboxBusy extends Error {
  constructor() {
    super('Too many jobs are waiting');
    this.name = 'SandboxBusy';
  }
}

/** A job that failed: its code threw, or its worker stopped (memory). */
class SandboxFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxFailure';
  }
}

type Answer = { ok: unknown } | { error: string };

interface Job {
  job: string;
  input: unknown;
  transfer: Transferable[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const defaultSandboxSize = () => Math.max(1, Math.min(4, availableParallelism() - 1));

export class Sandbox {
  private readonly idle: Worker[] = [];
  private running = 0;
  private readonly waiting: Job[] = [];
  private readonly size: number;
  private readonly maxQueue: number;

  constructor(
    private readonly file: URL,
    private readonly options: SandboxOptions,
  ) {
    this.size = options.size ?? defaultSandboxSize();
    this.maxQueue = options.maxQueue ?? 32;
  }

  /**
   * Runs `job` on `input` in a worker; `transfer` lists input buffers moved to it (unusable here after).
   * Rejects with SandboxTimeout past the time limit, SandboxBusy when too many wait, SandboxFailure otherwise.
   */
  run<T>(job: string, input: unknown, transfer: Transferable[] = [], timeoutMs = this.options.timeoutMs): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.waiting.length >= this.maxQueue) {
        reject(new SandboxBusy());
        return;
      }
      this.waiting.push({ job, input, transfer, timeoutMs, resolve: resolve as (value: unknown) => void, reject });
      this.next();
    });
  }

  /** An idle worker, or a new one once it has loaded its modules (its first message, `{ ready: true }`). */
  private worker(): Promise<Worker> {
    const ready = this.idle.pop();
    if (ready) return Promise.resolve(ready);
    const worker = new Worker(this.file, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    // An idle worker never keeps the process alive (a stop is never held by the pool).
    worker.unref();
    return new Promise<Worker>((resolve, reject) => {
      const fail = (error: unknown) => {
        worker.off('message', onReady);
        reject(new SandboxFailure(`The worker did not start: ${String(error)}`));
      };
      const onReady = () => {
        worker.off('error', fail).off('exit', fail);
        resolve(worker);
      };
      worker.once('message', onReady).once('error', fail).once('exit', fail);
    });
  }

  private next(): void {
    if (this.running >= this.size) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.running += 1;
    this.worker().then(
      (worker) => this.dispatch(worker, job),
      (error: Error) => {
        this.running -= 1;
        job.reject(error);
        this.next();
      },
    );
  }

  /** The job on `worker`; its time limit counts from now (a new worker's start is not counted). */
  private dispatch(worker: Worker, job: Job): void {
    let done = false;
    const finish = (answer: { value: unknown } | { error: Error }, keep: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // Only this job's listeners: the worker's own (which start its port on a new 'message' listener) stay.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      this.running -= 1;
      if (keep) this.idle.push(worker);
      else {
        worker.on('error', () => undefined);
        void worker.terminate();
      }
      if ('value' in answer) job.resolve(answer.value);
      else job.reject(answer.error);
      this.next();
    };
    const timer = setTimeout(() => finish({ error: new SandboxTimeout() }, false), job.timeoutMs);
    const onMessage = (answer: Answer) =>
      finish('ok' in answer ? { value: answer.ok } : { error: new SandboxFailure(answer.error) }, true);
    const onError = (error: Error) => finish({ error: new SandboxFailure(String(error)) }, false);
    const onExit = (code: number) => finish({ error: new SandboxFailure(`The worker stopped (${code})`) }, false);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ job: job.job, input: job.input }, job.transfer);
  }
}
