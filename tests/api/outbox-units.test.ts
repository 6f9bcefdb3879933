import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import { writeCases } from '../fixtures/write-cases.ts';

const { id, writesOf, run } = writeCases();
const buildings = writesOf('building', '/building');
const units = writesOf('unit', '/unit');
const building = (name: string) => TAGS.building(id(name));
const buildingChunk = (name: string) => feedChunkTag('building', id(name));
const unit = (name: string) => TAGS.unit(id(name));
const table = (buildingName: string, categoryId = 1) => TAGS.unitsOf(id(buildingName), categoryId);
const floor = (buildingName: string, level: number) => TAGS.unitFloor(id(buildingName), level);

/** A unit's body: an apartment on `floor` of `buildingName`, with what `fields` change. */
const apartment =
  (buildingName: string, floorNumber: number, fields: Record<string, unknown> = {}) =>
  () => ({
    buildingId: id(buildingName),
    salesCategoryId: 1,
    reference: 'A-1',
    floor: floorNumber,
    unitType: 'apartment',
    rooms: '2+1',
    netArea: 80,
    price: 120000,
    ...fields,
  });

const status = (name: string, to: string, tags: () => string[]) => ({
  name: `marking ${name} ${to}`,
  request: () => ({ method: 'PUT' as const, url: `/unit/status/${id(name)}`, payload: { status: to } }),
  kind: 'unit' as const,
  operation: 'update' as const,
  entity: name,
  tags,
});

// A status change names the unit's page and its category's table (with the building's counts),
// never its floor's: the neighbours' pages list it without status.
run('change events of units', [
  buildings.create('b1', { buildingTitle: 'Tower A' }, () => [building('b1'), TAGS.buildingList, buildingChunk('b1')]),
  buildings.create('b2', { buildingTitle: 'Tower B' }, () => [
    building('b2'),
    TAGS.buildingList,
    buildingChunk('b2'),
    building('b1'),
  ]),
  units.create('u1', apartment('b1', 3), () => [unit('u1'), table('b1'), floor('b1', 3)]),
  status('u1', 'sold', () => [unit('u1'), table('b1')]),
  status('u1', 'reserved', () => [unit('u1'), table('b1')]),
  units.update('u1', apartment('b1', 3, { status: 'reserved', price: 125000 }), () => [unit('u1'), table('b1')]),
  {
    ...units.update('u1', apartment('b1', 4, { status: 'reserved', price: 125000 }), () => [
      unit('u1'),
      table('b1'),
      floor('b1', 3),
      floor('b1', 4),
    ]),
    name: 'moving u1 up a floor',
  },
  // A new building may be one the site does not show, or the other way round: the unit's page may
  // go or come with the move, so the kind's page set is compared too.
  {
    ...units.update('u1', apartment('b2', 4, { status: 'reserved', salesCategoryId: 2, unitType: 'shop' }), () => [
      unit('u1'),
      table('b1'),
      table('b2', 2),
      floor('b1', 4),
      floor('b2', 4),
      TAGS.pageSet('unit'),
    ]),
    name: 'moving u1 to another building and category',
  },
  // Off the site and back: its page goes and comes (the kind's page set), as do its rows.
  status('u1', 'notOnSale', () => [unit('u1'), table('b2', 2), floor('b2', 4), TAGS.pageSet('unit')]),
  status('u1', 'available', () => [unit('u1'), table('b2', 2), floor('b2', 4), TAGS.pageSet('unit')]),
  units.remove('u1', () => [unit('u1'), table('b2', 2), floor('b2', 4)]),
]);
