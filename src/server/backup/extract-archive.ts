import { open } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { entryRefusal } from './archive-entries.ts';
import { RestoreRefused } from './restore-refused.ts';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function assertGzip(archive: string) {
  const handle = await open(archive, 'r').catch((error: unknown) => {
    throw new RestoreRefused(`cannot read ${archive} (${(error as NodeJS.ErrnoException).code ?? error})`);
  });
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(GZIP_MAGIC.length), 0, GZIP_MAGIC.length, 0);
    if (bytesRead < GZIP_MAGIC.length || !buffer.equals(GZIP_MAGIC)) {
      throw new RestoreRefused(`${path.basename(archive)} is not a gzip file, so not a backup (.tar.gz)`);
    }
  } finally {
    await handle.close();
  }
}

/**
 * Extracts a backup archive into `staging`, an empty folder. Refuses a file that is not a gzipped
 * tar, and an archive with any entry a backup never has (archive-entries.ts); such entries are
 * never written. Warnings of the tar reader (a damaged header, a truncated archive) are refusals.
 */
export async function extractArchive(archive: string, staging: string): Promise<void> {
  await assertGzip(archive);
  const refusals: string[] = [];
  try {
    await extract({
      file: archive,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const refusal = entryRefusal(entryPath, 'type' in entry ? entry.type : 'unknown');
        if (refusal) refusals.push(refusal);
        return refusal === null;
      },
    });
  } catch (error) {
    // A failing disk (ENOSPC, EACCES) is not the archive's fault.
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreRefused(`${path.basename(archive)} is not a readable tar.gz archive (${reason})`);
  }
  if (refusals.length > 0) {
    const more = refusals.length > 1 ? ` (and ${refusals.length - 1} more)` : '';
    throw new RestoreRefused(`not one of our backups: ${refusals[0]}${more}`);
  }
}
