import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ id, now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // An account's passkeys (auth/passkeys.ts): the public key of each WebAuthn credential, as
    // base64url text on both engines, with the name its owner gave it.
    await db.schema
      .createTable('passkeys')
      .addColumn('passkeyId', 'integer', id)
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.userId').onDelete('cascade'))
      .addColumn('credentialId', 'text', (c) => c.notNull().unique())
      .addColumn('publicKey', 'text', (c) => c.notNull())
      // An authenticator's signature counter is an unsigned 32-bit number: past PostgreSQL's integer.
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('lastUsedAt', 'text')
      .execute();
    await db.schema.createIndex('passkeysOfUser').on('passkeys').column('userId').execute();
    // The challenges of WebAuthn ceremonies under way, in the database so that any API instance can
    // finish one another began; each is deleted when used, and ignored after it expires.
    await db.schema
      .createTable('webauthnChallenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('userId', 'integer', (c) => c.references('users.userId').onDelete('cascade'))
      .addColumn('expiresAt', 'text', (c) => c.notNull())
      .execute();
  },
});
