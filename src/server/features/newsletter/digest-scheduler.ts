import type { SchedulerLog } from '../../platform/periodic-job.ts';
import type { DigestsService } from './digests.service.ts';
import type { RoundOutcome } from './listing-mailer.ts';

export interface SchedulerOptions {
  /** How often digests being sent take their next paced step. */
  stepMs: number;
  /** How often the period is checked for a scheduled digest (and the daily alerts and expired searches). */
  checkMs: number;
  /** How often instant alerts are looked for. */
  instantMs: number;
}

/**
 * Rounds of listing e-mails another feature runs on the digests' clock (the saved-search alerts): the
 * scheduler knows them by this shape only, so the newsletter never imports the feature that uses it.
 */
export interface ScheduledRounds {
  /** Removes what is past its time (unconfirmed searches). */
  expire(): Promise<unknown>;
  /** Starts each kind of round that is due. */
  runScheduled(): Promise<Record<string, RoundOutcome>>;
}

export const DEFAULT_SCHEDULER_OPTIONS: SchedulerOptions = { stepMs: 1000, checkMs: 60_000, instantMs: 20_000 };

/**
 * Runs the digests and alerts in the server process: checks every minute whether a scheduled digest or
 * the daily alerts are due, every 20 seconds for instant alerts, and every second queues the next paced batch of e-mails of the digests being sent. Every instance runs
 * one; the database decides which instance does each piece of work (see DigestsService).
 */
export class DigestScheduler {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly digests: DigestsService,
    private readonly options: SchedulerOptions = DEFAULT_SCHEDULER_OPTIONS,
    /** Saved searches: their instant and daily rounds and the expiry of unconfirmed ones. */
    private readonly alerts?: ScheduledRounds,
  ) {}

  private log?: SchedulerLog;

  start(log?: SchedulerLog): void {
    this.log = log;
    this.stopped = false;
    this.timers.push(setInterval(() => this.run(() => this.digests.dispatch()), this.options.stepMs));
    this.timers.push(setInterval(() => this.run(() => this.check()), this.options.checkMs));
    if (this.alerts) this.timers.push(setInterval(() => this.run(() => this.checkAlerts()), this.options.instantMs));
    for (const timer of this.timers) timer.unref();
    this.run(() => this.check());
  }

  /** Stops the timers and waits for the work under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.running;
  }

  private run(work: () => Promise<unknown>) {
    if (this.stopped) return;
    // One piece of work at a time per instance.
    this.running = this.running
      .then(work)
      .catch((error: unknown) => this.log?.error({ err: error }, 'newsletter: digest work failed'));
  }

  private async check() {
    const outcome = await this.digests.runScheduled();
    if (outcome.started)
      this.log?.info(
        { digest: outcome.digestId, listings: outcome.listings, recipients: outcome.recipients },
        'newsletter: digest started',
      );
    if (this.alerts) {
      await this.alerts.expire();
      await this.checkAlerts();
    }
    await this.digests.dispatch();
  }

  private async checkAlerts() {
    const outcomes = await this.alerts!.runScheduled();
    for (const [kind, outcome] of Object.entries(outcomes))
      if (outcome.started)
        this.log?.info(
          { kind, round: outcome.digestId, listings: outcome.listings, recipients: outcome.recipients },
          'alerts: round started',
        );
    await this.digests.dispatch();
  }
}
