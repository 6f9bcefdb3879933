import { parseArgs } from 'node:util';
import { totalFiles } from '#server/backup/backup-format.ts';
import { describeDatabase } from '#server/backup/pg-tools.ts';
import { restoreBackup } from '#server/backup/restore-backup.ts';
import { RestoreRefused } from '#server/backup/restore-refused.ts';
import { runToCompletion } from '#server/backup/run-to-completion.ts';
import { readEnv } from '#server/env.ts';

const USAGE = `Usage: npm run restore -- <archive.tar.gz>
  Puts a backup made by \`npm run backup\` back: the database into DATA_DIR's SQLite file, or with
  DATABASE_URL into that PostgreSQL database (pg_restore), and the files into DATA_DIR or UPLOADS_DIR.
  Stop the API and the publisher (npm start, npm run api) first: the restore replaces the data under them.
  The data it replaces is kept in replaced-by-restore-<time>/ folders there; secrets/ stays.
  An archive that is not a whole, intact backup of this product, or of the other database engine,
  is refused and nothing changed.`;

async function main() {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [archive] = positionals;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!archive || positionals.length > 1) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { DATA_DIR, UPLOADS_DIR, DATABASE_URL } = readEnv();
  const into = DATABASE_URL ? `${describeDatabase(DATABASE_URL)} and ${UPLOADS_DIR ?? DATA_DIR}` : DATA_DIR;
  console.log(`Restoring ${archive} into ${into} (the API and the publisher must be stopped)…`);
  const started = performance.now();
  const { manifest, replacedDirs } = await restoreBackup({
    dataDir: DATA_DIR,
    uploadsDir: UPLOADS_DIR,
    databaseUrl: DATABASE_URL,
    archive,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored the database as of ${manifest.createdAt} and ${totalFiles(manifest)} files in ${seconds} s.`);
  if (replacedDirs.length > 0) console.log(`The data it replaced is kept in ${replacedDirs.join(' and ')}.`);
  console.log('Start the API again; the publisher’s next start publishes the whole site from the restored data.');
}

runToCompletion('Restore', main, (error) => {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof RestoreRefused
    ? `Restore refused: ${message}. Nothing was changed.`
    : `Restore failed: ${message}`;
});
