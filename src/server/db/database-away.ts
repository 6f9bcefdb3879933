import { isSqliteBusy } from './lock-waiting-sqlite.ts';

/** PostgreSQL's codes for a server that is starting, stopping or cannot take a connection (classes 57P, 53 and 08). */
const POSTGRES_AWAY = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** The socket's codes for a server that cannot be reached. */
const SOCKET_AWAY = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words when the connection dies, or none can be had in time; they carry no code. */
const POOL_AWAY =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error means the database is away for a moment rather than that the request or the
 * code is wrong: a SQLite file still locked after the wait, a PostgreSQL server stopped,
 * restarting or out of connections. Such a request is answered 503, to be tried again.
 */
export function isDatabaseAway(error: unknown): boolean {
  if (isSqliteBusy(error)) return true;
  const { code, message, cause } = (error ?? {}) as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (POSTGRES_AWAY.has(code) || SOCKET_AWAY.has(code))) return true;
  if (typeof message === 'string' && POOL_AWAY.test(message)) return true;
  return cause !== undefined && cause !== error && isDatabaseAway(cause);
}
