import type { FileStore } from './file-store.ts';
import { FolderFileStore } from './folder-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';
import type { S3Settings } from './s3-settings.ts';

/** The bucket of `settings` (S3_BUCKET set), or else the folder `folder`. */
export function fileStoreFrom(settings: S3Settings | undefined, folder: string): FileStore {
  return settings ? new S3FileStore(settings) : new FolderFileStore(folder);
}
