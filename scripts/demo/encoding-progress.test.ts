import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { encodingProgress, PLAIN_PROGRESS_INTERVAL_MS } from './encoding-progress.ts';

const ESC = '\x1b';
const MOVE_TO_FIRST_COLUMN = `${ESC}[1G`;
const CLEAR_REST_OF_LINE = `${ESC}[0K`;

/** An output that records what was written to it, a terminal or not. */
const outputAs = (isTTY: boolean) => {
  let written = '';
  const out = new Writable({
    write(chunk, _encoding, done) {
      written += chunk;
      done();
    },
  });
  return { out: Object.assign(out, { isTTY }), written: () => written };
};
/** A clock the test moves on by hand. */
const clock = () => {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => (ms += by) };
};

describe('encodingProgress', () => {
  it('redraws one line on a terminal with the pictures done and the time left at the pace so far', () => {
    const { out, written } = outputAs(true);
    const time = clock();
    const progress = encodingProgress(4, out, time.now);
    time.advance(2000);
    progress.pictureDone(false);
    time.advance(2000);
    progress.pictureDone(false);
    // A redraw moves to the line's first column, writes, and clears what an older, longer line left.
    const lines = written().split(MOVE_TO_FIRST_COLUMN).filter(Boolean);
    expect(lines.map((line) => line.replace(CLEAR_REST_OF_LINE, ''))).toEqual([
      'Encoding the 4 demo pictures (once per checkout: later seeds take them from its cache)\n',
      'Encoding the demo pictures: 0 of 4, estimating the time left',
      'Encoding the demo pictures: 1 of 4, about 6 s left',
      'Encoding the demo pictures: 2 of 4, about 4 s left',
    ]);
    expect(written().match(/\n/g)).toHaveLength(1);
  });

  it('ends on a terminal with what it took and how many came from the cache, on a line of its own', () => {
    const { out, written } = outputAs(true);
    const time = clock();
    const progress = encodingProgress(2, out, time.now);
    progress.pictureDone(true);
    time.advance(61_500);
    progress.pictureDone(false);
    progress.finish();
    expect(written().split(MOVE_TO_FIRST_COLUMN).at(-1)).toBe(
      `Encoded the demo pictures: 2 of 2 in 61.5 s (1 from the checkout's cache)${CLEAR_REST_OF_LINE}\n`,
    );
  });

  it('writes plain lines elsewhere, as in CI: one at the start, one per interval and one at the end', () => {
    const { out, written } = outputAs(false);
    const time = clock();
    const progress = encodingProgress(90, out, time.now);
    for (let done = 1; done <= 90; done += 1) {
      time.advance(1000);
      progress.pictureDone(false);
    }
    progress.finish();
    const lines = written().trimEnd().split('\n');
    expect(written()).not.toContain('\r');
    expect(written()).not.toContain(ESC);
    expect(lines).toHaveLength(2 + 90 / (PLAIN_PROGRESS_INTERVAL_MS / 1000) - 1);
    expect(lines[0]).toBe('Encoding the 90 demo pictures (once per checkout: later seeds take them from its cache)');
    expect(lines[1]).toBe('Encoding the demo pictures: 10 of 90, about 1 min 20 s left');
    expect(lines.at(-1)).toBe('Encoded the demo pictures: 90 of 90 in 90.0 s');
  });
});
