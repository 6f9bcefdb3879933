import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, test } from 'vitest';
import { BROTLI } from './compressed-siblings.ts';
import { startPolisher } from './polisher.ts';
import { writeFileAtomically } from './site-writer.ts';
import { openPublisherState } from './state/publisher-state.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A page long and varied enough that brotli's best is clearly smaller than its fast setting. */
const page = (title: string) =>
  new TextEncoder().encode(
    `<!DOCTYPE html><html lang="sq"><body><h1>${title}</h1>${Array.from(
      { length: 400 },
      (_, row) => `<p class="row-${row % 7}">Apartamenti ${row}, kati ${row % 12}, ${(row * 7919) % 1000} m²</p>`,
    ).join('')}</body></html>`,
  );

async function siteWithPages(pages: Record<string, Uint8Array>) {
  const root = await mkdtemp(path.join(tmpdir(), 'polisher-'));
  const state = openPublisherState(path.join(root, 'state'));
  const queue = state.polishQueue;
  cleanups.push(async () => {
    state.close();
    await rm(root, { recursive: true, force: true });
  });
  const siteDir = path.join(root, 'site');
  for (const [pagePath, content] of Object.entries(pages))
    await writeFileAtomically(path.join(siteDir, pagePath, 'index.html'), content);
  state.pages.update(new Map(Object.keys(pages).map((pagePath) => [pagePath, []])));
  queue.add(Object.keys(pages));
  return { siteDir, queue };
}

/** Starts a polisher and resolves once it has nothing left to do. */
function polishAll(options: Omit<Parameters<typeof startPolisher>[0], 'onDone'>) {
  return new Promise<void>((resolve) => {
    const polisher = startPolisher({ ...options, onDone: resolve });
    cleanups.push(() => polisher.close());
  });
}

describe('the polisher', () => {
  test('replaces each fast brotli sibling with brotli’s best of the same page, and empties the list', async () => {
    const contents = { '/news': page('Lajme'), '/en/news': page('News') };
    const { siteDir, queue } = await siteWithPages(contents);
    const fast = await readFile(path.join(siteDir, 'news', 'index.html.br'));
    await polishAll({ queue, siteDir, exclusive: (work) => work() });
    expect(queue.count()).toBe(0);
    for (const [pagePath, content] of Object.entries(contents)) {
      const sibling = await readFile(path.join(siteDir, pagePath, 'index.html.br'));
      expect(BROTLI.decode(sibling)).toEqual(Buffer.from(content));
      expect(sibling).toEqual(BROTLI.encode(content, 'best'));
    }
    expect((await readFile(path.join(siteDir, 'news', 'index.html.br'))).byteLength).toBeLessThan(fast.byteLength);
    expect((await readdir(path.join(siteDir, 'news'))).sort()).toEqual(['index.html', 'index.html.br']);
  });

  test('never puts a sibling beside a page that a publish replaced while it was compressed, and polishes the new page', async () => {
    const { siteDir, queue } = await siteWithPages({ '/news': page('Lajme') });
    const newer = page('Lajme të reja');
    let publishes = 0;
    await polishAll({
      queue,
      siteDir,
      // A publish that comes between the compression and its placement: it writes the page anew
      // with its fast sibling and notes it again, as publishes do.
      exclusive: async (work) => {
        if (publishes++ === 0) {
          await writeFileAtomically(path.join(siteDir, 'news', 'index.html'), newer);
          queue.add(['/news']);
        }
        return work();
      },
    });
    expect(await readFile(path.join(siteDir, 'news', 'index.html.br'))).toEqual(BROTLI.encode(newer, 'best'));
    expect((await readdir(path.join(siteDir, 'news'))).sort()).toEqual(['index.html', 'index.html.br']);
    expect(queue.count()).toBe(0);
  });

  test('forgets a page that is gone before its turn', async () => {
    const { siteDir, queue } = await siteWithPages({ '/news': page('Lajme') });
    await rm(path.join(siteDir, 'news'), { recursive: true });
    await polishAll({ queue, siteDir, exclusive: (work) => work() });
    expect(queue.count()).toBe(0);
  });

  test('a polishing process whose publisher is killed in the middle of a batch ends, and leaves no temporary file', async () => {
    const pages = Object.fromEntries(Array.from({ length: 60 }, (_, n) => [`/page-${n}`, page(`Faqe ${n}`)]));
    const { siteDir } = await siteWithPages(pages);
    const files = Object.keys(pages).map((pagePath) => path.join(siteDir, pagePath, 'index.html'));
    const temporaries = async () =>
      (await readdir(siteDir, { recursive: true })).filter((name) => String(name).endsWith('.tmp'));
    // A publisher, as the polisher forks the process, that says the process's id and asks it a batch.
    const publisher = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { fork } from 'node:child_process';
        const child = fork(${JSON.stringify(path.join(import.meta.dirname, 'polish-process.ts'))}, { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
        console.log(child.pid);
        child.send({ files: ${JSON.stringify(files)} });
        setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    cleanups.push(async () => void publisher.kill('SIGKILL'));
    const [line] = await once(createInterface({ input: publisher.stdout as NodeJS.ReadableStream }), 'line');
    const polishing = Number(line);
    const running = () => {
      try {
        return process.kill(polishing, 0);
      } catch {
        return false;
      }
    };
    cleanups.push(async () => void (running() && process.kill(polishing, 'SIGKILL')));
    await expect.poll(async () => (await temporaries()).length, { interval: 5 }).toBeGreaterThan(0);
    const killed = once(publisher, 'exit');
    publisher.kill('SIGKILL');
    await killed;
    await expect.poll(running, { timeout: 30_000, message: 'the polishing process ends' }).toBe(false);
    expect(await temporaries()).toEqual([]);
  });
});
