import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { encodingsOf } from './compressed-siblings.ts';

/** What the polisher asks of this process: the files whose best compressed siblings to write. */
export interface PolishRequest {
  files: string[];
}

/** A file as it was read: a publish that replaces it gives it another inode. */
export interface FileIdentity {
  ino: number;
  size: number;
  mtimeMs: number;
}

/**
 * Per file: its best siblings, written under temporary names beside their places; or nothing,
 * because the file is gone or could not be compressed (a publish removed its folder meanwhile).
 */
export type PolishResult =
  | { file: string; identity: FileIdentity; moves: { temporary: string; target: string }[] }
  | { file: string; skipped: string };

// Before anything else, so that every thread this process starts later runs at this priority too:
// the machine's spare time goes here, never the time of a publish or of the API.
setPriority(constants.priority.PRIORITY_LOW);

/**
 * Reads `file` and writes each of its siblings compressed at their best, under temporary names.
 * Whatever fails, it leaves no temporary file behind.
 */
function polish(file: string): PolishResult {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'r');
  } catch (error) {
    return { file, skipped: String(error) };
  }
  const moves: { temporary: string; target: string }[] = [];
  try {
    const { ino, size, mtimeMs } = fstatSync(descriptor);
    const content = readFileSync(descriptor);
    for (const encoding of encodingsOf(file)) {
      const target = `${file}${encoding.extension}`;
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      moves.push({ temporary, target });
      writeFileSync(temporary, encoding.encode(content, 'best'));
    }
    return { file, identity: { ino, size, mtimeMs }, moves };
  } catch (error) {
    for (const { temporary } of moves) rmSync(temporary, { force: true });
    return { file, skipped: String(error) };
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The publisher that started this process. One that is killed cannot say so, and a batch keeps this
 * process busy (the channel's end is heard only between batches): its parent then is another.
 */
const publisher = process.ppid;
const publisherEnded = () => process.ppid !== publisher;

/**
 * Ends this process with the publisher, removing what it wrote for it: only the publisher moves
 * siblings into place, so nothing else may keep them, and a publisher started since has already
 * swept the site of temporary files.
 */
function endWithPublisher(results: PolishResult[]): never {
  removeTemporaries(results);
  process.exit(0);
}

function removeTemporaries(results: PolishResult[]) {
  for (const result of results)
    if ('moves' in result) for (const { temporary } of result.moves) rmSync(temporary, { force: true });
}

/** Answers the publisher; one that went away meanwhile takes this process, and what it wrote, with it. */
const answer = (message: PolishResult[] | { error: string }) =>
  process.send?.(message, undefined, {}, (error) => {
    if (error) endWithPublisher(Array.isArray(message) ? message : []);
  });

process.on('message', ({ files }: PolishRequest) => {
  const results: PolishResult[] = [];
  try {
    for (const file of files) {
      if (publisherEnded()) endWithPublisher(results);
      results.push(polish(file));
    }
    if (publisherEnded()) endWithPublisher(results);
    answer(results);
  } catch (error) {
    removeTemporaries(results);
    answer({ error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
