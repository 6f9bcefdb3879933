import path from 'node:path';
import { ARCHIVE_FOLDERS, DATABASE_FILES, FILE_FOLDERS, MANIFEST_NAME } from './backup-format.ts';

const ROOT_FILES: readonly string[] = [MANIFEST_NAME, ...Object.values(DATABASE_FILES)];

/** Names the server gives stored files (file-names.ts, stored-image.ts): a key, maybe a width, an extension. */
const STORED_FILE_NAME = /^[\w-]+\.[a-z0-9]+$/i;

/**
 * Why an archive entry cannot be part of a backup, or null if it can: a backup holds the manifest
 * and the database (either engine's) at its root, the file folders, and plain files with
 * server-made names in them. Links, devices, absolute paths and `..` are refused before anything
 * is written.
 */
export function entryRefusal(entryPath: string, type: string): string | null {
  const shown = JSON.stringify(entryPath);
  const name = entryPath.replace(/\/$/, '');
  if (path.posix.isAbsolute(name) || /^[a-z]:/i.test(name) || name.includes('\\') || name.split('/').includes('..')) {
    return `the entry ${shown} points outside the data folder`;
  }
  if (type === 'Directory') return ARCHIVE_FOLDERS.includes(name) ? null : `unexpected folder ${shown}`;
  if (type !== 'File') return `the entry ${shown} is a ${type}, not a plain file`;
  if (ROOT_FILES.includes(name)) return null;
  const folder = path.posix.dirname(name);
  const inFileFolder = (FILE_FOLDERS as readonly string[]).includes(folder);
  return inFileFolder && STORED_FILE_NAME.test(path.posix.basename(name)) ? null : `unexpected entry ${shown}`;
}
