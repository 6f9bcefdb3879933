import type { Db } from '../db/database.ts';

/** A passkey as stored: its credential, and what its owner sees of it. */
export interface PasskeyRow {
  passkeyId: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const COLUMNS = [
  'passkeyId',
  'userId',
  'credentialId',
  'publicKey',
  'counter',
  'transports',
  'name',
  'createdAt',
  'lastUsedAt',
] as const;

type Stored = { counter: number | string | bigint; transports: string | null } & Omit<
  PasskeyRow,
  'counter' | 'transports'
>;

// PostgreSQL answers a bigint as text.
const toPasskey = (row: Stored): PasskeyRow => ({
  ...row,
  counter: Number(row.counter),
  transports: row.transports ? (JSON.parse(row.transports) as string[]) : [],
});

/** An account's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .orderBy('passkeyId')
    .execute();
  return rows.map(toPasskey);
}

export async function findPasskeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select(COLUMNS)
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();
  return row && toPasskey(row);
}

/** One of an account's passkeys by its id; undefined when the account has none of that id. */
export async function findPasskeyOf(db: Db, userId: number, passkeyId: number): Promise<PasskeyRow | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .where('passkeyId', '=', passkeyId)
    .executeTakeFirst();
  return row && toPasskey(row);
}

export async function insertPasskey(
  db: Db,
  passkey: Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>,
): Promise<PasskeyRow> {
  const row = await db
    .insertInto('passkeys')
    .values({ ...passkey, transports: JSON.stringify(passkey.transports) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toPasskey(row);
}

/** A passkey signed in: when, and the authenticator's new signature counter. */
export async function markPasskeyUsed(db: Db, passkeyId: number, counter: number, at: string): Promise<void> {
  await db.updateTable('passkeys').set({ counter, lastUsedAt: at }).where('passkeyId', '=', passkeyId).execute();
}

export async function renamePasskey(db: Db, passkeyId: number, name: string): Promise<void> {
  await db.updateTable('passkeys').set({ name }).where('passkeyId', '=', passkeyId).execute();
}

export async function deletePasskey(db: Db, passkeyId: number): Promise<void> {
  await db.deleteFrom('passkeys').where('passkeyId', '=', passkeyId).execute();
}

export async function deletePasskeysOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('passkeys').where('userId', '=', userId).execute();
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Keeps the challenge of a ceremony begun, until `expiresAt`; clears the ones that expired. */
export async function insertChallenge(
  db: Db,
  challenge: { challenge: string; purpose: string; userId: number | null; expiresAt: string },
  now: string,
): Promise<void> {
  await db.deleteFrom('webauthnChallenges').where('expiresAt', '<=', now).execute();
  await db.insertInto('webauthnChallenges').values(challenge).execute();
}

/**
 * Uses up a challenge: answers whether it was one made for `purpose` (and `userId`, where one was
 * named) that had not expired. It is deleted in the same write, so that it is used once across
 * every API instance.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  { purpose, userId, now }: { purpose: string; userId: number | null; now: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('webauthnChallenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', now)
    .where((eb) => (userId === null ? eb('userId', 'is', null) : eb('userId', '=', userId)))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
