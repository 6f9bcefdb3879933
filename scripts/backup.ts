import { parseArgs } from 'node:util';
import { type BackupManifest, FILE_FOLDERS, totalFiles } from '#server/backup/backup-format.ts';
import { type BackupSettings, readBackupSettings } from '#server/backup/backup-settings.ts';
import { createBackup } from '#server/backup/create-backup.ts';
import { formatBytes } from '#server/backup/kept-archives.ts';
import { describeDatabase } from '#server/backup/pg-tools.ts';
import { runToCompletion } from '#server/backup/run-to-completion.ts';

const USAGE = `Usage: npm run backup [-- --keep-local]
  Writes one dated archive (backup-<time>.tar.gz) of the database (DATA_DIR's SQLite file, or
  DATABASE_URL's PostgreSQL database through pg_dump), the uploads and the CVs (in DATA_DIR, or
  UPLOADS_DIR) into BACKUP_DIR (default ./backups). The API may keep running and serving writes meanwhile.
  With S3_BUCKET set, the files are read from the bucket and the archive, made in BACKUP_DIR, is
  uploaded to the bucket's private/backups/ (S3_PRIVATE_BUCKET when set); --keep-local leaves a
  copy in BACKUP_DIR too.
  Put it back with: npm run restore -- <archive>`;

const describeFiles = (manifest: BackupManifest) =>
  FILE_FOLDERS.map((folder) => `${manifest.files[folder]} in ${folder}`).join(', ');

const describeSource = ({ databaseUrl, dataDir, uploadsDir, s3 }: BackupSettings) => {
  const files = s3 ? `s3://${s3.bucket}/${s3.prefix}` : (uploadsDir ?? dataDir);
  if (databaseUrl) return `${describeDatabase(databaseUrl)} and ${files}`;
  return s3 ? `${dataDir} and ${files}` : dataDir;
};

async function main() {
  const { values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' }, 'keep-local': { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const settings = readBackupSettings();
  const started = performance.now();
  const { archive, bytes, manifest, localCopy } = await createBackup(settings, {
    keepLocal: values['keep-local'] ?? false,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup of ${describeSource(settings)} written in ${seconds} s: ${archive} (${formatBytes(bytes)})`);
  if (localCopy) console.log(`  a copy:   ${localCopy}`);
  console.log(
    `  database: ${manifest.database.file}, ${formatBytes(manifest.database.bytes)} as of ${manifest.createdAt}, sha256 ${manifest.database.sha256}`,
  );
  console.log(`  files:    ${totalFiles(manifest)} (${describeFiles(manifest)})`);
}

runToCompletion('Backup', main);
