import { afterAll, beforeAll, expect, test } from 'vitest';
import { engineOf } from '#server/db/database.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { onPostgres } from '../fixtures/test-database.ts';

/** The same answers on both engines; this test makes sure each project really runs its own. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

test('the app runs on the engine of its test project', () => {
  expect(engineOf(api.context.db)).toBe(onPostgres() ? 'postgres' : 'sqlite');
});

test('an item’s createdAt is the same ISO text with milliseconds on both engines', async () => {
  const response = await api.asAdmin({ method: 'POST', url: '/news/save', payload: { newsTitle: 'Dated' } });
  expect(response.statusCode).toBe(201);
  const { createdAt } = await api.context.db
    .selectFrom('news')
    .select('createdAt')
    .where('newsId', '=', response.json().newsId)
    .executeTakeFirstOrThrow();
  expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Math.abs(Date.parse(createdAt) - Date.now())).toBeLessThan(60_000);
  const seeded = await api.app.inject({ method: 'GET', url: '/salescategory/get/mini' });
  expect(seeded.json().map((category: { categoryId: number }) => category.categoryId)).toEqual([1, 2, 3]);
  const added = await api.asAdmin({ method: 'POST', url: '/salescategory/save', payload: { categoryName: 'Storage' } });
  expect(added.json().categoryId).toBe(4);
});
