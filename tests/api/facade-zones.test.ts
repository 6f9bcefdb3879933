import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEvent } from '#server/repositories/outbox.ts';
import type { FacadeZones } from '#shared/entities/facade-zones.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';

const EVENT = PUBLISH_EVENT_HEADER.toLowerCase();
const SQUARE: [number, number][] = [
  [0.1, 0.2],
  [0.9, 0.2],
  [0.9, 0.3],
  [0.1, 0.3],
];
type Answer = { buildingId: number; facadeZones: FacadeZones; buildingTitle: string };

/**
 * The zones of a building's floors on its facade and of its units on its floor plan
 * (docs/decisions/031-facade-picker.md): set by editors and admins at `PUT /building/facade/:id`,
 * checked (fractions, corners, the building's own floors and units), kept by the building's form,
 * answered to the site, and publishing the building's pages.
 */
describe('facade zones', () => {
  let api: TestApi;
  let buildingId: number;
  const units: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi({ logger: { level: 'error' } });
    const building = await api.asAdmin({
      method: 'POST',
      url: '/building/save',
      payload: { buildingTitle: 'Tower A' },
    });
    buildingId = (building.json() as Answer).buildingId;
    const other = await api.asAdmin({ method: 'POST', url: '/building/save', payload: { buildingTitle: 'Tower B' } });
    for (const [reference, floor, building] of [
      ['A-3-1', 3, buildingId],
      ['A-3-2', 3, buildingId],
      ['A-4-1', 4, buildingId],
      ['B-3-1', 3, (other.json() as Answer).buildingId],
    ] as const) {
      const unit = await api.asAdmin({
        method: 'POST',
        url: '/unit/save',
        payload: { buildingId: building, salesCategoryId: 1, reference, floor, unitType: 'apartment', rooms: '2+1' },
      });
      expect(unit.statusCode, unit.body).toBe(201);
      units[reference] = (unit.json() as { unitId: number }).unitId;
    }
  });
  afterAll(() => api.close());

  const as = (token: string, request: InjectOptions) =>
    api.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  const setZones = (token: string, facadeZones: unknown, ifMatch?: string) =>
    as(token, {
      method: 'PUT',
      url: `/building/facade/${buildingId}`,
      payload: { facadeZones },
      headers: ifMatch ? { 'if-match': ifMatch } : {},
    });
  const publicRead = async () =>
    (await api.app.inject({ url: `/building/get/single/building/${buildingId}` })).json() as Answer;

  it('are set by an editor, kept to a ten-thousandth, lowest floor first, and answered to the site', async () => {
    const saved = await setZones(api.userToken, [
      { floor: 4, zone: SQUARE },
      {
        floor: 3,
        zone: [
          [0.1, 0.3],
          [0.9, 0.3],
          [0.9, 0.412345],
        ],
        units: [{ unitId: units['A-3-1'], zone: SQUARE }],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const zones = (saved.json() as Answer).facadeZones;
    expect(zones.map(({ floor }) => floor)).toEqual([3, 4]);
    expect(zones[0]?.zone[2]).toEqual([0.9, 0.4123]);
    expect(zones[1]?.units).toEqual([]);
    expect((await publicRead()).facadeZones).toEqual(zones);
  });

  it('are set by an admin from the version read, publishing the building’s pages, its catalogue pages among them', async () => {
    const before = await api.asAdmin({ url: `/building/get/single/building/${buildingId}` });
    const saved = await setZones(api.adminToken, [{ floor: 3, zone: SQUARE }], before.headers.etag as string);
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await findEvent(api.context.db, Number(saved.headers[EVENT]));
    expect(event?.tags).toContain(TAGS.building(buildingId));
    // The same zones again are no write: nothing to publish.
    const again = await setZones(api.adminToken, [{ floor: 3, zone: SQUARE }]);
    expect(again.statusCode).toBe(200);
    expect(again.headers[EVENT]).toBeUndefined();
    // From a version since replaced, it is refused.
    const stale = await setZones(api.adminToken, [{ floor: 4, zone: SQUARE }], before.headers.etag as string);
    expect(stale.statusCode).toBe(412);
  });

  it('are kept by a save of the building’s form, and given as JSON text in its form data', async () => {
    const renamed = await api.asAdmin({
      method: 'PUT',
      url: `/building/update/${buildingId}`,
      payload: form({ buildingTitle: 'Tower A, renamed' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as Answer).facadeZones.map(({ floor }) => floor)).toEqual([3]);
    const written = await api.asAdmin({
      method: 'PUT',
      url: `/building/update/${buildingId}`,
      payload: form({ buildingTitle: 'Tower A', facadeZones: JSON.stringify([{ floor: 4, zone: SQUARE }]) }),
    });
    expect(written.statusCode, written.body).toBe(200);
    expect((written.json() as Answer).facadeZones.map(({ floor }) => floor)).toEqual([4]);
  });

  it('left behind by a unit that moved floor stop none of the building’s other edits', async () => {
    const drawn = await setZones(api.userToken, [
      { floor: 4, zone: SQUARE, units: [{ unitId: units['A-4-1'], zone: SQUARE }] },
    ]);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const moved = await api.asAdmin({
      method: 'PUT',
      url: `/unit/update/${units['A-4-1']}`,
      payload: { buildingId, salesCategoryId: 1, reference: 'A-4-1', floor: 5, unitType: 'apartment', rooms: '2+1' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await api.asAdmin({
      method: 'PUT',
      url: `/building/update/${buildingId}`,
      payload: form({ buildingTitle: 'Tower A' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('are all removed by an empty list', async () => {
    const cleared = await setZones(api.userToken, []);
    expect(cleared.statusCode).toBe(200);
    expect((await publicRead()).facadeZones).toEqual([]);
  });

  const refusals: [string, () => unknown, RegExp][] = [
    [
      'a corner outside the image',
      () => [
        {
          floor: 3,
          zone: [
            [0.1, 0.2],
            [1.2, 0.2],
            [0.5, 0.5],
          ],
        },
      ],
      /fraction of the image's width/,
    ],
    ['a zone of two corners', () => [{ floor: 3, zone: SQUARE.slice(0, 2) }], /at least 3 corners/],
    [
      'a floor drawn twice',
      () => [
        { floor: 3, zone: SQUARE },
        { floor: 3, zone: SQUARE },
      ],
      /Floor 3 has two zones/,
    ],
    ['a floor without units', () => [{ floor: 9, zone: SQUARE }], /no unit on floor 9/],
    [
      'a unit drawn on another floor',
      () => [{ floor: 4, zone: SQUARE, units: [{ unitId: units['A-3-2'], zone: SQUARE }] }],
      /is not on floor 4 of this building/,
    ],
    [
      'a unit of another building',
      () => [{ floor: 3, zone: SQUARE, units: [{ unitId: units['B-3-1'], zone: SQUARE }] }],
      /is not on floor 3 of this building/,
    ],
  ];
  it.each(refusals)('refuses %s, saying why', async (_name, zones, why) => {
    const refused = await setZones(api.userToken, zones());
    expect(refused.statusCode, refused.body).toBe(400);
    expect((refused.json() as { fields: Record<string, string> }).fields.facadeZones).toMatch(why);
  });

  it('are for those who edit only', async () => {
    const anonymous = await api.app.inject({
      method: 'PUT',
      url: `/building/facade/${buildingId}`,
      payload: { facadeZones: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
