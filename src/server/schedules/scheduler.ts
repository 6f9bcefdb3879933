import type { FastifyBaseLogger } from 'fastify';
import { entityOf } from '#shared/entities/entities.ts';
import { RESERVATION_LAPSE, SCHEDULE_CHECK_MS } from '#shared/payloads/schedules.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { insertActivity } from '../repositories/activity.ts';
import { titlesOf } from '../repositories/item-titles.ts';
import { claimDue, failClaimed, finishClaimed, type ScheduleRow } from '../repositories/schedules.ts';
import { BackgroundWorker } from '../workers/background-worker.ts';

/** What doing a schedule came to: a write of the item, or nothing, the item being as asked already (or gone). */
export type ScheduledOutcome = 'written' | 'nothing';

/**
 * Does a claimed schedule of one kind's item, with `within` in the write's transaction (it removes
 * the schedule, so that both commit or neither). A refusal (an HttpError: changes saved before the
 * item's last save) is the schedule's failure to show; anything else is tried again.
 */
export type ScheduledRun = (claimed: ScheduleRow, within: (trx: Db) => Promise<void>) => Promise<ScheduledOutcome>;

/** How long an instance holds a schedule it is doing; another takes it over after, should that one have died. */
const CLAIM_MS = 60_000;
/** Schedules claimed at once: the rest wait for the next look, a moment later. */
const CLAIM_BATCH = 20;

/** The actor of a schedule's failure in the activity log: nobody did it. */
export const SCHEDULE_ACTOR = 'schedule';

/** Thrown inside a schedule's transaction when it was moved or removed after it was claimed: nothing is done. */
class ScheduleMoved extends Error {}

export interface SchedulerOptions {
  db: Db;
  log: FastifyBaseLogger;
  checkMs?: number;
  /** How a schedule of a kind is done (the content core's `scheduledRunOf`); a kind without one is left be. */
  runOf: (kind: string) => ScheduledRun | undefined;
}

/**
 * Does the schedules as they fall due (docs/decisions/026-scheduled-publication.md). Every API
 * instance looks every SCHEDULE_CHECK_MS, and at once for a schedule set through it that falls
 * due sooner; each due schedule is claimed by one statement, so that one instance does it, and
 * removed in the transaction of the write it does. A schedule that cannot be done (the changes
 * were saved before the item's last save) is kept with why, for the admin to show.
 */
export class Scheduler {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #checkMs: number;
  readonly #runOf: (kind: string) => ScheduledRun | undefined;
  readonly #worker = new BackgroundWorker((signal) => this.#look(signal));

  constructor({ db, log, checkMs = SCHEDULE_CHECK_MS, runOf }: SchedulerOptions) {
    this.#db = db;
    this.#log = log;
    this.#checkMs = checkMs;
    this.#runOf = runOf;
  }

  /** Starts looking. Its writes commit their events as a request's do, which empties the read cache. */
  start(): void {
    void this.#worker.start();
  }

  /** A schedule was set through this instance: looks when it falls due, if that is before the next look. */
  wake(at: string): void {
    this.#worker.wake(Date.parse(at));
  }

  /** Stops looking, and waits for the look under way, so that the database does not close under it. */
  close(): Promise<void> {
    return this.#worker.close();
  }

  /** One look: does what is due, then looks again after SCHEDULE_CHECK_MS, or sooner when woken. */
  async #look(closing: AbortSignal): Promise<number> {
    await this.#doDue(closing).catch((error: unknown) =>
      this.#log.error({ err: error }, 'Could not look for scheduled publications'),
    );
    return this.#checkMs;
  }

  async #doDue(closing: AbortSignal): Promise<void> {
    for (;;) {
      const now = Date.now();
      const until = new Date(now + CLAIM_MS).toISOString();
      const claimed = await claimDue(this.#db, new Date(now).toISOString(), until, CLAIM_BATCH);
      for (const schedule of claimed) {
        if (closing.aborted) return;
        await this.#do(schedule, until);
      }
      if (claimed.length < CLAIM_BATCH || closing.aborted) return;
    }
  }

  async #do(schedule: ScheduleRow, until: string): Promise<void> {
    const run = this.#runOf(schedule.kind);
    if (!run) return;
    const within = async (trx: Db) => {
      if (!(await finishClaimed(trx, schedule, until))) throw new ScheduleMoved();
    };
    try {
      const outcome = await run(schedule, within);
      if (outcome === 'nothing') await this.#db.transaction().execute(within);
    } catch (error) {
      if (error instanceof ScheduleMoved) return;
      // Anything but a refusal (the database away, say) leaves the claim to lapse: it is tried again.
      if (!(error instanceof HttpError)) throw error;
      await this.#fail(schedule, until, error);
    }
  }

  async #fail(schedule: ScheduleRow, until: string, refusal: HttpError): Promise<void> {
    const { kind, entityId, action, at } = schedule;
    const entity = entityOf(kind);
    const [titles] = await titlesOf(this.#db, [{ kind, id: entityId }]);
    await this.#db.transaction().execute(async (trx) => {
      await failClaimed(trx, schedule, until, refusal.code);
      await insertActivity(trx, {
        actor: SCHEDULE_ACTOR,
        action: 'schedule-failed',
        kind,
        entityId,
        summary: `Could not ${action === RESERVATION_LAPSE ? 'make available' : action} ${entity.noun.one.toLowerCase()} ${entityId} as scheduled for ${at}: ${refusal.message}`,
        details: { ...(titles && { titles }), scheduleAction: action, scheduledFor: at, error: refusal.message },
      });
    });
    this.#log.warn(
      { kind, entityId, action, at, refusal: refusal.message },
      'A scheduled publication could not be done',
    );
  }
}
