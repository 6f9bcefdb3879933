import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openPublisherState, type PublisherState } from './publisher-state.ts';

const opened: { state: PublisherState; dir: string }[] = [];
const openState = async (dir?: string) => {
  const stateDir = dir ?? (await mkdtemp(path.join(tmpdir(), 'publisher-state-')));
  const state = openPublisherState(stateDir);
  opened.push({ state, dir: stateDir });
  return { state, stateDir };
};
afterEach(async () => {
  for (const { state, dir } of opened.splice(0).toReversed()) {
    state.close();
    await rm(dir, { recursive: true, force: true });
  }
});

describe('the publisher’s state', () => {
  test('the polish queue hands out what waits, forgets what is done, and survives a restart', async () => {
    const { state, stateDir } = await openState();
    state.polishQueue.add(['/news', '/en/news', '/_astro/app.js']);
    state.polishQueue.done(['/en/news']);
    expect(state.polishQueue.next(10).sort()).toEqual(['/_astro/app.js', '/news']);
    expect(state.polishQueue.next(1)).toHaveLength(1);
    state.close();
    opened.pop();
    const { state: again } = await openState(stateDir);
    expect(again.polishQueue.count()).toBe(2);
    again.polishQueue.clear();
    expect(again.polishQueue.count()).toBe(0);
  });

  test('changes made in one transaction to the page index and the polish queue land together, or not at all', async () => {
    const { state } = await openState();
    expect(() =>
      state.transaction(() => {
        state.pages.update(new Map([['/news', ['news:list']]]));
        state.polishQueue.add(['/news']);
        throw new Error('a crash before the commit');
      }),
    ).toThrow('a crash before the commit');
    expect(state.pages.pagesTagged(['news:list']).size).toBe(0);
    expect(state.polishQueue.count()).toBe(0);
    state.transaction(() => {
      state.pages.update(new Map([['/news', ['news:list']]]));
      state.polishQueue.add(['/news']);
    });
    expect([...state.pages.pagesTagged(['news:list'])]).toEqual(['/news']);
    expect(state.polishQueue.next(10)).toEqual(['/news']);
  });

  test('the notes keep a value by key until it is cleared', async () => {
    const { state } = await openState();
    state.notes.setMeta('site', 'v1');
    state.notes.setMeta('site', 'v2');
    expect(state.notes.meta('site')).toBe('v2');
    state.notes.setMeta('site', null);
    expect(state.notes.meta('site')).toBeNull();
  });
});
