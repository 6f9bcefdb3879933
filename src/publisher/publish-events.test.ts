import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { renderPages } from './publish-events.ts';
import type { RenderedPage } from './renderer.ts';

const rendered = (): RenderedPage => ({ status: 200, tags: [] });

describe('renderPages', () => {
  it('fails only once the renders in flight are taken, so that the caller can drop all they staged', async () => {
    const taken: string[] = [];
    const render = async (page: string) => {
      if (page === '/broken') throw new Error('no such component');
      await sleep(50);
      return rendered();
    };
    const context = { listPages: async () => [] };
    const outcome = renderPages(['/slow', '/broken', '/later'], render, context, (page) => void taken.push(page));
    await expect(outcome).rejects.toThrow('/broken could not be rendered: no such component');
    // The renders in flight when one failed (all three: eight go at once) were taken before the failure, none after it.
    expect(taken.sort()).toEqual(['/later', '/slow']);
    await sleep(100);
    expect(taken).toHaveLength(2);
  });

  it('hands every page that rendered to take, and names none gone when all exist', async () => {
    const taken: string[] = [];
    const outcome = await renderPages(
      ['/a', '/b', '/c'],
      async () => rendered(),
      { listPages: async () => ['/a', '/b', '/c'] },
      (page) => void taken.push(page),
    );
    expect(outcome).toEqual({ gone: [] });
    expect(taken.sort()).toEqual(['/a', '/b', '/c']);
  });
});
