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

  it('renders again a page that was not found but is listed, as when its last item went and another came', async () => {
    const taken: string[] = [];
    const renders = new Map<string, number>();
    const render = async (page: string) => {
      renders.set(page, (renders.get(page) ?? 0) + 1);
      return page === '/catalogues/1/4' && renders.get(page) === 1 ? { status: 404, tags: [] } : rendered();
    };
    const outcome = await renderPages(
      ['/catalogues/1/4', '/b'],
      render,
      { listPages: async () => ['/catalogues/1/4', '/b'] },
      (page) => void taken.push(page),
    );
    expect(outcome).toEqual({ gone: [] });
    expect(taken.sort()).toEqual(['/b', '/catalogues/1/4']);
    expect(renders.get('/catalogues/1/4')).toBe(2);
  });

  it('fails for a page the API lists that renders as not found again', async () => {
    const render = async (page: string): Promise<RenderedPage> =>
      page === '/a' ? { status: 404, tags: [] } : rendered();
    const outcome = renderPages(['/a', '/b'], render, { listPages: async () => ['/a', '/b'] }, () => {});
    await expect(outcome).rejects.toThrow('/a rendered with status 404');
  });

  it('names gone a page that was not found and is no longer listed, and takes nothing of it', async () => {
    const taken: string[] = [];
    const render = async (page: string): Promise<RenderedPage> =>
      page === '/a' ? { status: 404, tags: [] } : rendered();
    const outcome = await renderPages(
      ['/a', '/b'],
      render,
      { listPages: async () => ['/b'] },
      (page) => void taken.push(page),
    );
    expect(outcome).toEqual({ gone: ['/a'] });
    expect(taken).toEqual(['/b']);
  });
});
