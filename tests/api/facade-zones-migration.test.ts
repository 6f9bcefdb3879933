import type { Kysely, MigrationProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineOf } from '#server/db/database.ts';
import { migrationProvider, migratorOf } from '#server/db/migrations.ts';
import { olderDatabase } from '../fixtures/older-database.ts';

const FACADE_ZONES = '029-facade-zones';
/** The later migration that ran first. */
const LATER = '030-second-factors';

/**
 * Migration 029 took its number while 030 landed first: a database that ran 030 without it (a
 * data folder of a release between them) runs it at its next start, and its buildings have no zones.
 */
describe('the facade zones migration, run after a later one', () => {
  let database: Awaited<ReturnType<typeof olderDatabase>>;
  const migrator = (provider?: MigrationProvider) =>
    migratorOf(database.db as unknown as Kysely<unknown>, engineOf(database.db), provider);
  beforeAll(async () => {
    database = await olderDatabase('028-unit-reservations');
    const texts = { buildingAdress: '', titulliNderteses: 'Kulla A', adresaNderteses: '', buildingGoogleLink: '' };
    await database.db
      .insertInto('buildings')
      .values({ buildingTitle: 'Tower A', ...texts })
      .execute();
    const provider = migrationProvider(engineOf(database.db));
    const without029 = {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(await provider.getMigrations()).filter(([name]) => name !== FACADE_ZONES && name <= LATER),
        ),
    };
    const { error } = await migrator(without029).migrateToLatest();
    expect(error).toBeUndefined();
  });
  afterAll(() => database.remove());

  it('runs it, keeping the buildings, with no zones and no facade', async () => {
    await database.migrateToLatest();
    const executed = await migrator().getMigrations();
    expect(executed.every((migration) => migration.executedAt)).toBe(true);
    const buildings = await database.db
      .selectFrom('buildings')
      .select(['buildingTitle', 'facadeZones', 'buildingFacadeImageMediaId', 'buildingFloorPlanImageMediaId'])
      .execute();
    expect(buildings).toEqual([
      {
        buildingTitle: 'Tower A',
        facadeZones: null,
        buildingFacadeImageMediaId: null,
        buildingFloorPlanImageMediaId: null,
      },
    ]);
  });
});
