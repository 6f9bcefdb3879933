import { parseArgs } from 'node:util';
import { type BackupManifest, FILE_FOLDERS, totalFiles } from '#server/backup/backup-format.ts';
import { readBackupSettings } from '#server/backup/backup-settings.ts';
import { createBackup } from '#server/backup/create-backup.ts';
import { describeDatabase } from '#server/backup/pg-tools.ts';
import { runToCompletion } from '#server/backup/run-to-completion.ts';

const USAGE = `Usage: npm run backup
  Writes one dated archive (backup-<time>.tar.gz) of the database (DATA_DIR's SQLite file, or
  DATABASE_URL's PostgreSQL database through pg_dump), the uploads and the CVs (in DATA_DIR, or
  UPLOADS_DIR) into BACKUP_DIR (default ./backups). The API may keep running and serving writes meanwhile.
  Put it back with: npm run restore -- <archive>`;

const formatBytes = (bytes: number) =>
  bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

const describeFiles = (manifest: BackupManifest) =>
  FILE_FOLDERS.map((folder) => `${manifest.files[folder]} in ${folder}`).join(', ');

async function main() {
  const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const settings = readBackupSettings();
  const started = performance.now();
  const { archive, bytes, manifest } = await createBackup(settings);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { databaseUrl, dataDir, uploadsDir } = settings;
  const what = databaseUrl ? `${describeDatabase(databaseUrl)} and ${uploadsDir ?? dataDir}` : dataDir;
  console.log(`Backup of ${what} written in ${seconds} s: ${archive} (${formatBytes(bytes)})`);
  console.log(
    `  database: ${manifest.database.file}, ${formatBytes(manifest.database.bytes)} as of ${manifest.createdAt}, sha256 ${manifest.database.sha256}`,
  );
  console.log(`  files:    ${totalFiles(manifest)} (${describeFiles(manifest)})`);
}

runToCompletion('Backup', main);
