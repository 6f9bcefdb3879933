import { readdir, readFile } from 'node:fs/promises';

/** What a process's threads are for, by the name Node and libuv give them (Linux's /proc/<pid>/task/<tid>/comm). */
const THREAD_KINDS: Record<string, ThreadKind> = {
  MainThread: 'main',
  WorkerThread: 'workers',
  'libuv-worker': 'pool',
  V8Worker: 'v8',
};
export type ThreadKind = 'main' | 'workers' | 'pool' | 'v8' | 'other';

/** CPU time in milliseconds, per kind of thread of one process. */
export type ThreadTimes = Record<ThreadKind, number>;

/** Clock ticks per second of /proc's times (USER_HZ), which Linux keeps at 100 for user space. */
const TICKS_PER_SECOND = 100;

const zero = (): ThreadTimes => ({ main: 0, workers: 0, pool: 0, v8: 0, other: 0 });

/**
 * The CPU time each kind of thread of process `pid` has used so far (user and system), from Linux's
 * /proc: the threads of Node's main loop, its worker threads, libuv's pool (file system and zlib)
 * and V8's helpers (garbage collection, compilation). A thread that ended since is not counted.
 */
export async function threadTimes(pid: number): Promise<ThreadTimes> {
  const times = zero();
  const tasks = await readdir(`/proc/${pid}/task`);
  for (const task of tasks) {
    const [comm, stat] = await Promise.all([
      readFile(`/proc/${pid}/task/${task}/comm`, 'utf8').catch(() => ''),
      readFile(`/proc/${pid}/task/${task}/stat`, 'utf8').catch(() => ''),
    ]);
    // The fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    times[THREAD_KINDS[comm.trim()] ?? 'other'] += (ticks * 1000) / TICKS_PER_SECOND;
  }
  return times;
}

/** `after` less `before`, kind by kind. */
export function timesBetween(before: ThreadTimes, after: ThreadTimes): ThreadTimes {
  const between = zero();
  for (const kind of Object.keys(between) as ThreadKind[]) between[kind] = after[kind] - before[kind];
  return between;
}

export const totalOf = (times: ThreadTimes) => Object.values(times).reduce((sum, time) => sum + time, 0);
