import { describe, expect, test } from 'vitest';
import { parseBuildReport } from './peer-build.ts';

const report = (generation: string, pages = 1990) =>
  [
    '16:20:01 [build] Building static entrypoints...',
    ' generating static routes ',
    '16:20:03   ├─ /news/index.html (+12ms) ',
    `16:20:07 ✓ Completed in ${generation}.`,
    '',
    '16:20:07 [build] ✓ Completed in 6.13s.',
    `16:20:07 [build] ${pages} page(s) built in 6.26s`,
  ].join('\n');

describe('the peer build’s report', () => {
  test.each([
    ['4.37s', 4.37],
    ['850ms', 0.85],
    ['1m 5s', 65],
  ])('reads a page generation of %s as %d seconds', (printed, seconds) => {
    expect(parseBuildReport(report(printed))).toEqual({ pages: 1990, generationSeconds: seconds });
  });

  test('takes the generation’s own time, not the whole build’s, even in colour', () => {
    const coloured = `\u001b[32m${report('2.50s', 12)}\u001b[39m`;
    expect(parseBuildReport(coloured)).toEqual({ pages: 12, generationSeconds: 2.5 });
  });

  test('refuses a report without its pages or their time', () => {
    expect(() => parseBuildReport('16:20:07 [build] Server built in 6.26s')).toThrow(/did not report/);
  });
});
