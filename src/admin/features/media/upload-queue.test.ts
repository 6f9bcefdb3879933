import { describe, expect, it, vi } from 'vitest';
import { uploadQueue } from './upload-queue.ts';

/** A task the test settles by hand, and whether it has started. */
function pending() {
  const task = { started: false, resolve: () => {}, reject: (_error: Error) => {} };
  const run = () =>
    new Promise<void>((resolve, reject) => {
      task.started = true;
      task.resolve = resolve;
      task.reject = reject;
    });
  return { task, run };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload queue', () => {
  it('runs at most its limit at once, in the order added, the next one as each settles', async () => {
    const idle = vi.fn();
    const queue = uploadQueue(3, idle);
    const tasks = Array.from({ length: 5 }, pending);
    for (const { run } of tasks) queue.add(run);
    await settle();
    expect(tasks.map(({ task }) => task.started)).toEqual([true, true, true, false, false]);
    expect(queue.running).toBe(3);

    tasks[1]?.task.resolve();
    await settle();
    expect(tasks.map(({ task }) => task.started)).toEqual([true, true, true, true, false]);
    expect(queue.running).toBe(3);
    expect(idle).not.toHaveBeenCalled();
  });

  it('goes on after a task fails or throws, and says once when all have settled', async () => {
    const idle = vi.fn();
    const queue = uploadQueue(2, idle);
    const [first, second, third] = [pending(), pending(), pending()];
    queue.add(first.run);
    queue.add(() => {
      throw new Error('refused before it began');
    });
    queue.add(second.run);
    queue.add(third.run);
    await settle();
    expect([first.task.started, second.task.started, third.task.started]).toEqual([true, true, false]);

    first.task.reject(new Error('415'));
    await settle();
    expect(third.task.started).toBe(true);
    second.task.resolve();
    third.task.resolve();
    await settle();
    expect(queue.running).toBe(0);
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('takes tasks added while others run, behind them', async () => {
    const idle = vi.fn();
    const queue = uploadQueue(1, idle);
    const [first, later] = [pending(), pending()];
    queue.add(first.run);
    await settle();
    queue.add(later.run);
    await settle();
    expect(later.task.started).toBe(false);
    first.task.resolve();
    await settle();
    expect(later.task.started).toBe(true);
    later.task.resolve();
    await settle();
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('drops the tasks not started when cleared, and lets those running finish', async () => {
    const idle = vi.fn();
    const queue = uploadQueue(1, idle);
    const [running, dropped] = [pending(), pending()];
    queue.add(running.run);
    queue.add(dropped.run);
    await settle();
    queue.clear();
    running.task.resolve();
    await settle();
    expect(dropped.task.started).toBe(false);
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('refuses a limit under one', () => {
    expect(() => uploadQueue(0, () => {})).toThrow();
  });
});
