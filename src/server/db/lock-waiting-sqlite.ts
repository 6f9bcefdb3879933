import { setTimeout as sleep } from 'node:timers/promises';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';

/** How long a statement waits for another connection's lock before it gives up (then: 503, errors.ts). */
export const SQLITE_LOCK_WAIT_MS = 5000;
/** Between two tries: short beside a write's few milliseconds, long enough not to spin. */
const RETRY_EVERY_MS = 20;

/** SQLite's "database is locked" (SQLITE_BUSY), extended codes included, as node:sqlite reports it. */
export const isSqliteBusy = (error: unknown): boolean =>
  ((error as { errcode?: unknown } | null)?.errcode as number | undefined) !== undefined &&
  ((error as { errcode: number }).errcode & 0xff) === 5;

/**
 * The one connection, trying a statement again while another connection (`npm run user`, a second
 * process, a backup) holds the lock, for up to SQLITE_LOCK_WAIT_MS, without blocking the process
 * as SQLite's own busy timeout would (node:sqlite is synchronous). Inside a transaction begun
 * IMMEDIATE the write lock is held already: its statements run once.
 */
class LockWaitingConnection implements DatabaseConnection {
  inTransaction = false;
  readonly #inner: DatabaseConnection;

  constructor(inner: DatabaseConnection) {
    this.#inner = inner;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.#inner.executeQuery<R>(query);
    const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
    for (;;) {
      try {
        return await this.#inner.executeQuery<R>(query);
      } catch (error) {
        if (!isSqliteBusy(error) || Date.now() + RETRY_EVERY_MS > deadline) throw error;
        await sleep(RETRY_EVERY_MS);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.#inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's SQLite driver with transactions that take the write lock when they begin (BEGIN
 * IMMEDIATE). A deferred transaction reads first and asks for the lock at its first write, and
 * SQLite refuses that upgrade at once, without the busy wait, when another connection holds it:
 * a write then failed in milliseconds. Begun immediate, a transaction waits at its start, where
 * nothing is done yet.
 */
class LockWaitingDriver implements Driver {
  readonly #inner: SqliteDriver;
  #connection: LockWaitingConnection | undefined;

  constructor(config: SqliteDialectConfig) {
    this.#inner = new SqliteDriver(config);
  }

  init = () => this.#inner.init();

  async acquireConnection(): Promise<LockWaitingConnection> {
    // SQLite has one connection, which the inner driver hands out under a lock.
    const connection = await this.#inner.acquireConnection();
    this.#connection ??= new LockWaitingConnection(connection);
    return this.#connection;
  }

  async beginTransaction(connection: LockWaitingConnection, settings: TransactionSettings): Promise<void> {
    // A read-only one (a read-only file's checks) needs no lock: deferred, it reads one snapshot.
    const begin = settings.accessMode === 'read only' ? 'begin' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
    connection.inTransaction = true;
  }

  async commitTransaction(connection: LockWaitingConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
    connection.inTransaction = false;
  }

  async rollbackTransaction(connection: LockWaitingConnection): Promise<void> {
    connection.inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  savepoint: SqliteDriver['savepoint'] = (...args) => this.#inner.savepoint(...args);
  rollbackToSavepoint: SqliteDriver['rollbackToSavepoint'] = (...args) => this.#inner.rollbackToSavepoint(...args);
  releaseSavepoint: SqliteDriver['releaseSavepoint'] = (...args) => this.#inner.releaseSavepoint(...args);
  releaseConnection = () => this.#inner.releaseConnection();
  destroy = () => this.#inner.destroy();
}

/** SQLite for Kysely with writes that wait for a lock another connection holds (LockWaitingDriver). */
export class LockWaitingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new LockWaitingDriver(this.#config);
  }
}
