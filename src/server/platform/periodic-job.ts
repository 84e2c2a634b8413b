/** Where a job writes what it did and what failed (the server's logger). */
export interface SchedulerLog {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/**
 * Work that runs in every instance at start and then every `everyMs` (the viewing reminders, the
 * 8:00 follow-up digest), one run at a time per instance. Each job makes its own work happen once
 * across instances in the database (a conditional update, or a row only one instance can insert).
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    /** Names the job in the log ('viewings: reminders'). */
    private readonly name: string,
    /** One run; what it returns (when not null) is logged as what it did. */
    private readonly run: () => Promise<object | null>,
    private readonly everyMs: number,
  ) {}

  start(log?: SchedulerLog): void {
    const tick = () => {
      this.running = this.running
        .then(() => this.run())
        .then((done) => done && log?.info(done, `${this.name}: done`))
        .catch((error: unknown) => log?.error({ err: error }, `${this.name}: failed`));
    };
    this.timer = setInterval(tick, this.everyMs);
    this.timer.unref();
    tick();
  }

  /** Stops the timer and waits for the run under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/** A job's timing in the options: how often it runs, or false for not at all (tests drive it by hand). */
export type JobTiming = { everyMs: number } | false;

/** A periodic job timed by the options (`timing`, else every `defaultEveryMs`), or null when they turned it off. */
export function periodicJob(
  timing: JobTiming | undefined,
  name: string,
  defaultEveryMs: number,
  run: () => Promise<object | null>,
): PeriodicJob | null {
  return timing === false ? null : new PeriodicJob(name, run, timing?.everyMs ?? defaultEveryMs);
}
