import path from 'node:path';
import { z } from 'zod';
import { readEnv } from '../env.ts';
import type { S3Settings } from '../uploads/s3-settings.ts';

const BackupEnvSchema = z.object({
  BACKUP_DIR: z.string().trim().min(1, 'BACKUP_DIR is a folder; leave it unset for ./backups').default('./backups'),
});

export interface BackupSettings {
  dataDir: string;
  /** Where the files live when not in DATA_DIR (UPLOADS_DIR). */
  uploadsDir?: string | undefined;
  /** The PostgreSQL database to back up (DATABASE_URL); without it, DATA_DIR's SQLite file. */
  databaseUrl?: string | undefined;
  /** The bucket that keeps the files and the archives (S3_*); without it, the folder and BACKUP_DIR do. */
  s3?: S3Settings | undefined;
  /** Where archives are written; with a bucket, where they are made before they are uploaded. */
  backupDir: string;
}

const isInside = (folder: string, parent: string) => {
  const relative = path.relative(parent, folder);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

/**
 * DATA_DIR, UPLOADS_DIR, DATABASE_URL and the bucket's S3_* (env.ts) and BACKUP_DIR, read from the environment; a bad
 * value throws a message that says what to set. BACKUP_DIR may not lie in DATA_DIR or UPLOADS_DIR:
 * a backup there is lost with the data, and under `uploads/` it would be served publicly, CVs included.
 */
export function readBackupSettings(source: NodeJS.ProcessEnv = process.env): BackupSettings {
  const { DATA_DIR, UPLOADS_DIR, DATABASE_URL, S3 } = readEnv(source);
  const result = BackupEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const backupDir = path.resolve(result.data.BACKUP_DIR);
  const [name, parent] =
    UPLOADS_DIR && isInside(backupDir, UPLOADS_DIR) ? ['UPLOADS_DIR', UPLOADS_DIR] : ['DATA_DIR', DATA_DIR];
  if (isInside(backupDir, parent)) {
    throw new Error(
      `Invalid settings in the environment:\n  BACKUP_DIR: ${backupDir} is inside ${name} (${parent}); choose a folder outside it`,
    );
  }
  return { dataDir: DATA_DIR, uploadsDir: UPLOADS_DIR, databaseUrl: DATABASE_URL, s3: S3, backupDir };
}
