/**
 * Runs tasks at most `limit` at a time, in the order they were added, whenever they are added:
 * files dropped while others are still uploading wait their turn behind them. A task that fails
 * is its own failure (it reports it itself); the next one starts all the same. `onIdle` hears
 * when the last task running has settled and none waits. `clear` drops the tasks not started.
 */
export function uploadQueue(limit: number, onIdle: () => void) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A queue runs at least one task at a time, not ${limit}`);
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;

  function startNext() {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift() as () => Promise<unknown>;
      running += 1;
      // A task throwing before it returns its promise is a failure like any other.
      Promise.resolve()
        .then(task)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          startNext();
          if (running === 0 && waiting.length === 0) onIdle();
        });
    }
  }

  return {
    add(task: () => Promise<unknown>) {
      waiting.push(task);
      startNext();
    },
    clear() {
      waiting.length = 0;
    },
    /** How many tasks run now. */
    get running() {
      return running;
    },
  };
}
