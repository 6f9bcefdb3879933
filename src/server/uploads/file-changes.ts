import { removeFiles } from './storage.ts';

/**
 * The files one write creates and replaces, kept in step with its database transaction: new
 * files are removed if the write fails, replaced files only once it has committed.
 */
export class FileChanges {
  readonly #created: string[] = [];
  readonly #replaced: string[] = [];

  created(...files: string[]): void {
    this.#created.push(...files);
  }

  replaced(...files: string[]): void {
    this.#replaced.push(...files);
  }

  async discard(): Promise<void> {
    await removeFiles(this.#created.splice(0));
  }

  async commit(): Promise<void> {
    this.#created.length = 0;
    await removeFiles(this.#replaced.splice(0));
  }

  /** Runs `write`; on success drops the replaced files, on failure the created ones. */
  async apply<T>(write: () => Promise<T>): Promise<T> {
    try {
      const result = await write();
      await this.commit();
      return result;
    } catch (error) {
      await this.discard();
      throw error;
    }
  }
}
