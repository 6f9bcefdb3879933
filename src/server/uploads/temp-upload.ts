import { z } from 'zod';

/** A file received in a multipart request, streamed to a temporary path under DATA_DIR. */
export class TempUpload {
  readonly path: string;
  readonly size: number;

  constructor(path: string, size: number) {
    this.path = path;
    this.size = size;
  }
}

/**
 * A file field of a writer's body. Only the multipart parser makes `TempUpload`s, so a JSON
 * body can never name a path on the server.
 */
export const UploadSchema = z
  .instanceof(TempUpload, { error: 'Send this file as multipart form data.' })
  .meta({ type: 'string', format: 'binary' });
