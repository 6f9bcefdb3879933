import { rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { databaseIn, emptyDatabase, openDatabase } from '#server/db/database.ts';
import { readEnv } from '#server/env.ts';
import { removeAllFiles } from '#server/uploads/file-store.ts';
import { S3FileStore } from '#server/uploads/s3-file-store.ts';
import type { S3Settings } from '#server/uploads/s3-settings.ts';
import { prepareStorage, storageIn } from '#server/uploads/storage.ts';
import { FilePool } from './demo/file-pool.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { type ScalePlan, scalePlan, seedScale } from './demo/seed-scale.ts';

const USAGE = `Usage: npm run seed [-- --scale N] [-- --reset]
  (no options)  fill an empty DATA_DIR with the demo company
  --scale N     fill an empty DATA_DIR with synthetic content worth about N public pages
  --reset       empty DATA_DIR first`;

/**
 * Seeds DATA_DIR with the demo company, or with synthetic content in the numbers of `plan`; does
 * nothing to a database that already has content. Returns what it added, or null.
 */
export async function seed(
  dataDir: string,
  options: {
    plan?: ScalePlan;
    reset?: boolean;
    databaseUrl?: string | undefined;
    uploadsDir?: string | undefined;
    s3?: S3Settings | undefined;
    /** Where to tell how the demo pictures' encoding goes (a terminal redraws one line). */
    progressTo?: Writable;
  } = {},
) {
  const storage = storageIn(dataDir, options.uploadsDir, options.s3 && new S3FileStore(options.s3));
  if (options.reset) {
    await rm(dataDir, { recursive: true, force: true });
    await removeAllFiles(storage.files);
    if (options.databaseUrl) await emptyDatabase(options.databaseUrl);
  }
  await prepareStorage(storage);
  const db = await openDatabase(databaseIn(dataDir, options.databaseUrl));
  try {
    const { count } = await db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return null;
    const pool = new FilePool(storage);
    try {
      return options.plan ? await seedScale(db, pool, options.plan) : await seedDemo(db, pool, options.progressTo);
    } catch (error) {
      await pool.changes.discard();
      throw error;
    }
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, reset: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (values.help || (scale !== undefined && !(Number.isInteger(scale) && scale > 0))) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const { DATA_DIR, DATABASE_URL, UPLOADS_DIR, S3 } = readEnv();
  const started = performance.now();
  const added = await seed(DATA_DIR, {
    ...(scale && { plan: scalePlan(scale) }),
    reset: values.reset ?? false,
    databaseUrl: DATABASE_URL,
    uploadsDir: UPLOADS_DIR,
    s3: S3,
    progressTo: process.stdout,
  });
  if (!added) {
    console.log(`${DATA_DIR} already has content; nothing seeded (use --reset to start over).`);
  } else {
    const summary = Object.entries(added)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ');
    console.log(`Seeded ${DATA_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${summary}.`);
  }
}
