import { clearLine, cursorTo } from 'node:readline';
import type { Writable } from 'node:stream';

/** How often a log that is not a terminal (CI, a file) gets a plain progress line. */
export const PLAIN_PROGRESS_INTERVAL_MS = 10_000;

const formatLeft = (ms: number) => {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/** What the seed tells of the pictures it encodes, one call per picture done. */
export interface EncodingProgress {
  pictureDone(fromCache: boolean): void;
  finish(): void;
}

/**
 * Tells `out` how far the seed's picture encoding is: on a terminal one line redrawn after each
 * picture (how many of how many, the time left at the pace so far); elsewhere, as in CI's logs,
 * a plain line every PLAIN_PROGRESS_INTERVAL_MS. Ends with a line of what it took.
 */
export function encodingProgress(
  total: number,
  out: Writable & { isTTY?: boolean },
  now: () => number = performance.now.bind(performance),
): EncodingProgress {
  const started = now();
  const redraw = out.isTTY === true;
  let done = 0;
  let fromCache = 0;
  let lastPlainLine = started;

  const status = () => {
    const elapsed = now() - started;
    const left =
      done === 0 ? 'estimating the time left' : `about ${formatLeft((elapsed / done) * (total - done))} left`;
    return `Encoding the demo pictures: ${done} of ${total}, ${left}`;
  };
  const draw = (line: string) => {
    cursorTo(out, 0);
    out.write(line);
    clearLine(out, 1);
  };

  out.write(`Encoding the ${total} demo pictures (once per checkout: later seeds take them from its cache)\n`);
  if (redraw) draw(status());

  return {
    pictureDone(cached) {
      done += 1;
      if (cached) fromCache += 1;
      if (redraw) draw(status());
      else if (done < total && now() - lastPlainLine >= PLAIN_PROGRESS_INTERVAL_MS) {
        lastPlainLine = now();
        out.write(`${status()}\n`);
      }
    },
    finish() {
      const seconds = ((now() - started) / 1000).toFixed(1);
      const cacheNote = fromCache === 0 ? '' : ` (${fromCache} from the checkout's cache)`;
      const line = `Encoded the demo pictures: ${done} of ${total} in ${seconds} s${cacheNote}`;
      if (redraw) draw(line);
      else out.write(line);
      out.write('\n');
    },
  };
}
