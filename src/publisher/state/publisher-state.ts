import { PageIndex } from './page-index.ts';
import { PolishQueue } from './polish-queue.ts';
import { StateFile } from './state-file.ts';
import { StateNotes } from './state-notes.ts';

/** What the publisher remembers across restarts, in one SQLite file of its state folder. */
export interface PublisherState {
  /** Every page with the tags of what it read. */
  pages: PageIndex;
  /** The files waiting for their best compression. */
  polishQueue: PolishQueue;
  /** The builds last published, the edge's pending purges. */
  notes: StateNotes;
  /** Runs `work`'s changes to any of them at once. */
  transaction(work: () => void): void;
  close(): void;
}

export function openPublisherState(stateDir: string): PublisherState {
  const file = new StateFile(stateDir);
  return {
    pages: new PageIndex(file),
    polishQueue: new PolishQueue(file),
    notes: new StateNotes(file),
    transaction: (work) => file.transaction(work),
    close: () => file.close(),
  };
}
