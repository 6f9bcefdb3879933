import type { FileStore } from './file-store.ts';

/**
 * The files one write creates and replaces in the store, kept in step with its database
 * transaction: new files are removed if the write fails, replaced files only once it has committed.
 */
export class FileChanges {
  readonly #store: FileStore;
  readonly #created: string[] = [];
  readonly #replaced: string[] = [];

  constructor(store: FileStore) {
    this.#store = store;
  }

  created(...keys: string[]): void {
    this.#created.push(...keys);
  }

  replaced(...keys: string[]): void {
    this.#replaced.push(...keys);
  }

  // Both leave what the store then refused (a bucket gone meanwhile) to the sweep of files no row
  // names (file-sweep.ts): the write's own outcome is what its caller must hear.
  async discard(): Promise<void> {
    await this.#store.remove(this.#created.splice(0)).catch(() => {});
  }

  async commit(): Promise<void> {
    this.#created.length = 0;
    await this.#store.remove(this.#replaced.splice(0)).catch(() => {});
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
