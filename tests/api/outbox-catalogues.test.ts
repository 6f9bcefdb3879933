import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import { writeCases } from '../fixtures/write-cases.ts';

const { id, writesOf, run } = writeCases();
const categories = writesOf('category', '/salescategory');
const buildings = writesOf('building', '/building');
const catalogues = writesOf('catalog', '/catalog');
const category = (name: string) => TAGS.category(id(name));
const building = (name: string) => TAGS.building(id(name));
const catalogsOf = (name: string) => TAGS.catalogsOfBuilding(id(name));
const buildingChunk = (name: string) => feedChunkTag('building', id(name));
const catalogue =
  (buildingName: string, salesCategoryId: number, catalogTitle = 'Apartments') =>
  () => ({
    buildingId: id(buildingName),
    salesCategoryId,
    catalogTitle,
  });
// Building lists carry each building's first catalogue title: every catalogue write names its building,
// which lists name among their items; creates and deletes name the list of catalogues too.
const catalogTags =
  (operation: 'create' | 'update' | 'delete', ...names: string[]) =>
  () => [
    ...new Set([
      ...names.map(catalogsOf),
      ...names.map(building),
      ...names.map(buildingChunk),
      ...(operation === 'update' ? [] : [TAGS.catalogList]),
    ]),
  ];

// Sales categories 1 to 3 exist from the start.
run('change events of sales categories, buildings and catalogues', [
  categories.create('k4', {}, () => [category('k4'), TAGS.categoryList, TAGS.category(3)]),
  // An update leaves the lists' items as they are: pages that show the category read its own tag.
  categories.update('k4', { categoryName: 'Offices' }, () => [category('k4')]),
  categories.remove('k4', () => [category('k4'), TAGS.categoryList, TAGS.category(3)]),

  buildings.create('b1', { buildingTitle: 'Tower A' }, () => [building('b1'), TAGS.buildingList, buildingChunk('b1')]),
  buildings.create('b2', { buildingTitle: 'Tower B' }, () => [
    building('b2'),
    TAGS.buildingList,
    buildingChunk('b2'),
    building('b1'),
  ]),
  buildings.create('b3', { titulliNderteses: 'Kulla C' }, () => [
    building('b3'),
    TAGS.buildingList,
    buildingChunk('b3'),
    building('b2'),
  ]),
  buildings.update('b1', { buildingTitle: 'Tower A1' }, () => [building('b1'), buildingChunk('b1')]),

  catalogues.create('c1', catalogue('b1', 1), catalogTags('create', 'b1')),
  {
    ...catalogues.update('c1', catalogue('b2', 1), catalogTags('update', 'b1', 'b2')),
    name: 'moving c1 from b1 to b2',
  },
  catalogues.update('c1', catalogue('b2', 2, 'Shops'), catalogTags('update', 'b2')),
  catalogues.create('c2', catalogue('b1', 1), catalogTags('create', 'b1')),
  catalogues.remove('c1', catalogTags('delete', 'b2')),
  // A building's catalogues go with it.
  buildings.remove('b2', () => [
    ...[building('b2'), TAGS.buildingList, buildingChunk('b2'), building('b1'), building('b3')],
    ...[catalogsOf('b2'), TAGS.catalogList],
  ]),
  buildings.remove('b1', () => [
    building('b1'),
    TAGS.buildingList,
    buildingChunk('b1'),
    building('b3'),
    catalogsOf('b1'),
    TAGS.catalogList,
  ]),
]);
