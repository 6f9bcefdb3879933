import { parseArgs } from 'node:util';
import { totalFiles } from '#server/backup/backup-format.ts';
import { readBackupSettings } from '#server/backup/backup-settings.ts';
import { archiveAddress, formatBytes, listArchives } from '#server/backup/kept-archives.ts';
import { describeDatabase } from '#server/backup/pg-tools.ts';
import { restoreBackup } from '#server/backup/restore-backup.ts';
import { RestoreRefused } from '#server/backup/restore-refused.ts';
import { runToCompletion } from '#server/backup/run-to-completion.ts';
import { readEnv } from '#server/env.ts';
import { S3FileStore } from '#server/uploads/s3-file-store.ts';

const USAGE = `Usage: npm run restore -- <archive.tar.gz>
       npm run restore -- --list
  Puts a backup made by \`npm run backup\` back: the database into DATA_DIR's SQLite file, or with
  DATABASE_URL into that PostgreSQL database (pg_restore), and the files into DATA_DIR or UPLOADS_DIR,
  or with S3_BUCKET set into the bucket; then <archive> may also name an archive the bucket keeps.
  Stop the API and the publisher (npm start, npm run api) first: the restore replaces the data under them.
  The data it replaces is kept in replaced-by-restore-<time>/ folders there (in DATA_DIR for the
  bucket's files the backup lacks, which leave the bucket); secrets/ stays.
  An archive that is not a whole, intact backup of this product, or of the other database engine,
  is refused and nothing changed.
  --list names the archives kept in the bucket (without S3_BUCKET, in BACKUP_DIR), oldest first.`;

async function list() {
  const settings = readBackupSettings();
  const { s3 } = settings;
  const archives = await listArchives(s3 ? { store: new S3FileStore(s3) } : settings);
  const where = s3 ? archiveAddress(s3, '') : settings.backupDir;
  console.log(`${archives.length} archives in ${where}`);
  for (const { name, bytes, modifiedAt } of archives) {
    console.log(`  ${name}  ${formatBytes(bytes).padStart(9)}  ${modifiedAt.toISOString()}`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' }, list: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [archive] = positionals;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.list && positionals.length === 0) {
    await list();
    return;
  }
  if (!archive || positionals.length > 1 || values.list) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { DATA_DIR, UPLOADS_DIR, DATABASE_URL, S3 } = readEnv();
  const files = S3 ? `s3://${S3.bucket}/${S3.prefix}` : (UPLOADS_DIR ?? DATA_DIR);
  const into = DATABASE_URL
    ? `${describeDatabase(DATABASE_URL)} and ${files}`
    : S3
      ? `${DATA_DIR} and ${files}`
      : DATA_DIR;
  console.log(`Restoring ${archive} into ${into} (the API and the publisher must be stopped)…`);
  const started = performance.now();
  const { manifest, replacedDirs, bucket } = await restoreBackup({
    dataDir: DATA_DIR,
    uploadsDir: UPLOADS_DIR,
    databaseUrl: DATABASE_URL,
    s3: S3,
    archive,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored the database as of ${manifest.createdAt} and ${totalFiles(manifest)} files in ${seconds} s.`);
  if (bucket) {
    console.log(
      `  ${bucket.written} files written into ${files} (the others were there); ${bucket.keptAside} that the backup lacks moved out of it.`,
    );
  }
  if (replacedDirs.length > 0) console.log(`The data it replaced is kept in ${replacedDirs.join(' and ')}.`);
  console.log('Start the API again; the publisher’s next start publishes the whole site from the restored data.');
}

runToCompletion('Restore', main, (error) => {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof RestoreRefused
    ? `Restore refused: ${message}. Nothing was changed.`
    : `Restore failed: ${message}`;
});
