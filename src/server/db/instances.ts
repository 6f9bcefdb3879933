import { sql } from 'kysely';
import pg from 'pg';
import { type Db, engineOf } from './database.ts';

/**
 * What API instances that share one PostgreSQL database agree on through it: whose turn it is to
 * deliver the outbox, and that a write was committed. On SQLite there is one instance, and each of
 * these is what that instance does alone.
 */

/** The channel on which a committed write names its outbox event. */
const WRITES_CHANNEL = 'outbox_events';
const RECONNECT_MS = 500;
/** The advisory lock of the outbox delivery: any number, the same in every instance. */
const DELIVERY_LOCK = 7_341_001;
/** The advisory lock of the mail sender's turn (mail/mail-sender.ts). */
export const MAIL_LOCK = 7_341_002;

/** Runs `work` in a transaction if no other instance is running its own; `ran: false` otherwise. */
export type DeliveryTurn = <T>(work: (db: Db) => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false }>;

/**
 * One delivery at a time across instances: the round holds a transaction-scoped advisory lock, so
 * that an instance that stops or dies mid-round releases it with its connection.
 */
export function deliveryTurn(db: Db, lock = DELIVERY_LOCK): DeliveryTurn {
  if (engineOf(db) === 'sqlite') return async (work) => ({ ran: true, value: await work(db) });
  return (work) =>
    db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${lock}) as locked`.execute(trx);
      if (!rows[0]?.locked) return { ran: false as const };
      return { ran: true as const, value: await work(trx) };
    });
}

/** Inside a write's transaction: tells every instance, once it commits, that event `eventId` exists. */
export async function announceWrite(trx: Db, eventId: number): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_notify(${WRITES_CHANNEL}, ${String(eventId)})`.execute(trx);
}

/**
 * Calls `onWrite` whenever any instance commits a write, on a connection of its own (LISTEN holds
 * its connection); `onWrite` also runs when the connection is lost and made again, as writes may
 * have been missed meanwhile. Returns the function that stops listening.
 */
export async function listenForWrites(url: string, onWrite: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const reconnectSoon = () => {
    if (!stopped) setTimeout(() => connect().catch(reconnectSoon), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onWrite);
    next.on('error', () => {
      next.end().catch(() => {});
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`listen ${WRITES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    onWrite();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/**
 * The newest committed outbox event's id: every write records one, so public answers read when it
 * was N are current as long as it is still N, whichever instance wrote.
 */
export async function dataVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('eventId').as('newest'))
    .executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/**
 * `read`, shared by the callers that arrive while it runs: each caller gets the answer of a read
 * that began after it arrived (so it sees every write committed before), and at most one read runs
 * at a time, however many requests ask.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const run = read().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    const after = () => {
      next = undefined;
      return start();
    };
    next ??= running.then(after, after);
    return next;
  };
}
