import { z } from 'zod';

/** A file received in a multipart request, streamed to a temporary path under DATA_DIR. */
export class TempUpload {
  readonly path: string;
  readonly size: number;
  /** The name the sender gave the file (without folders), or '' without one. */
  readonly name: string;

  constructor(path: string, size: number, name = '') {
    this.path = path;
    this.size = size;
    this.name = name;
  }
}

/**
 * A file field of a writer's body. Only the multipart parser makes `TempUpload`s, so a JSON
 * body can never name a path on the server.
 */
export const UploadSchema = z
  .instanceof(TempUpload, { error: 'Send this file as multipart form data.' })
  .meta({ type: 'string', format: 'binary' });
