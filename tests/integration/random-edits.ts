import type { ApiBody } from '#scripts/services/api-request.ts';
import { UNIT_STATUSES } from '#shared/domain-values.ts';
import { jpegImage, pdfDocument } from '../fixtures/files.ts';
import type { PublishingProduct } from './publishing-product.ts';

/** A small seeded generator, so that a failing sequence can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

type Random = ReturnType<typeof seededRandom>;
type Edit = (product: PublishingProduct, random: Random, n: number) => Promise<string | null>;

const ids = async (product: PublishingProduct, route: string, idField: string): Promise<number[]> =>
  ((await (await product.api('GET', route)).json()) as Record<string, number>[]).map((item) => item[idField] as number);

function form(fields: Record<string, string | [Buffer, string]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value[0])]), value[1]);
  }
  return body;
}

/** Sends a write; a refusal other than `allowed` statuses fails the sequence. */
async function write(
  product: PublishingProduct,
  method: string,
  route: string,
  body?: ApiBody,
  allowed: number[] = [],
) {
  const response = await product.api(method, route, body);
  if (!response.ok && !allowed.includes(response.status))
    throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return `${method} ${route} → ${response.status}`;
}

/** Deletes one of `existing`, keeping at least `keep` so that lists and neighbours stay interesting. */
async function deleteOne(
  product: PublishingProduct,
  random: Random,
  existing: number[],
  keep: number,
  route: (id: number) => string,
) {
  if (existing.length <= keep) return null;
  return write(product, 'DELETE', route(random.pick(existing)));
}

/** Updates one of `existing` with the body `fields` makes (once it is picked), when there is one. */
async function updateOne(
  product: PublishingProduct,
  random: Random,
  existing: number[],
  route: (id: number) => string,
  fields: () => Promise<ApiBody>,
) {
  if (existing.length === 0) return null;
  const id = random.pick(existing);
  return write(product, 'PUT', route(id), await fields());
}

/** Every kind of write the admin makes, including those that change menus, lists, neighbours and categories. */
const EDITS: Record<string, Edit> = {
  createProject: async (p, r, n) =>
    write(
      p,
      'POST',
      '/projects/save',
      form({
        projectTitle: `Random project ${n}`,
        titulliProjekti: `Projekt i rastit ${n}`,
        projectType: r.pick(['Residential', 'Hotel', 'Office']),
        boxOne: String(2020 + n),
        ...(r.next() < 0.3 && { projectImageUrl: [await jpegImage(320, 200), 'front.jpg'] as [Buffer, string] }),
      }),
    ),
  updateProject: async (p, r, n) =>
    write(
      p,
      'PUT',
      `/projects/update/${r.pick(await ids(p, '/projects/get/all', 'projectId'))}`,
      form({ projectTitle: `Renamed project ${n}`, boxFive: String(n) }),
    ),
  deleteProject: async (p, r) =>
    deleteOne(p, r, await ids(p, '/projects/get/all', 'projectId'), 3, (id) => `/projects/delete/${id}`),
  addGalleryImage: async (p, r) =>
    write(
      p,
      'POST',
      '/gallery/save',
      form({
        projectId: String(r.pick(await ids(p, '/projects/get/all', 'projectId'))),
        galleryImageUrl: [await jpegImage(300, 200), 'g.jpg'],
      }),
    ),
  deleteGalleryImage: async (p, r) =>
    deleteOne(p, r, await ids(p, '/gallery/get/mini', 'galleryImageId'), 0, (id) => `/gallery/delete/${id}`),
  createNews: async (p, r, n) =>
    write(
      p,
      'POST',
      '/news/save',
      form({
        newsType: r.pick(['news', 'event']),
        newsTitle: `Random news ${n}`,
        titullLajmesh: `Lajm i rastit ${n}`,
        newsDescription: `Text ${n}.`,
      }),
    ),
  updateNews: async (p, r, n) =>
    write(
      p,
      'PUT',
      `/news/update/${r.pick(await ids(p, '/news/get/mini', 'newsId'))}`,
      form({ newsTitle: `Renamed news ${n}`, newsType: r.pick(['news', 'event']) }),
    ),
  deleteNews: async (p, r) =>
    deleteOne(p, r, await ids(p, '/news/get/mini', 'newsId'), 3, (id) => `/news/delete/${id}`),
  addNewsImage: async (p, r) =>
    write(
      p,
      'POST',
      '/newsimage/save',
      form({
        newsId: String(r.pick(await ids(p, '/news/get/mini', 'newsId'))),
        newsImageUrl: [await jpegImage(300, 200), 'n.jpg'],
      }),
    ),
  deleteNewsImage: async (p, r) =>
    deleteOne(p, r, await ids(p, '/newsimage/get/mini', 'newsImageId'), 0, (id) => `/newsimage/delete/${id}`),
  createVacancy: async (p, _r, n) =>
    write(
      p,
      'POST',
      '/staff/save',
      form({
        staffTittle: `Random role ${n}`,
        titulliStaf: `Rol i rastit ${n}`,
        staffDescriptionTwo: `Line one ${n}\nLine two`,
      }),
    ),
  updateVacancy: async (p, r, n) =>
    write(
      p,
      'PUT',
      `/staff/update/${r.pick(await ids(p, '/staff/get/mini', 'staffId'))}`,
      form({ staffTittle: `Renamed role ${n}` }),
    ),
  deleteVacancy: async (p, r) =>
    deleteOne(p, r, await ids(p, '/staff/get/mini', 'staffId'), 1, (id) => `/staff/delete/${id}`),
  createBuilding: async (p, _r, n) =>
    write(
      p,
      'POST',
      '/building/save',
      form({
        buildingTitle: `Random building ${n}`,
        titulliNderteses: `Ndërtesë e rastit ${n}`,
        buildingGoogleLink: 'https://maps.example.com/?q=1',
      }),
    ),
  updateBuilding: async (p, r, n) =>
    write(
      p,
      'PUT',
      `/building/update/${r.pick(await ids(p, '/building/get/mini', 'buildingId'))}`,
      form({ buildingTitle: `Renamed building ${n}` }),
    ),
  deleteBuilding: async (p, r) =>
    deleteOne(p, r, await ids(p, '/building/get/mini', 'buildingId'), 1, (id) => `/building/delete/${id}`),
  createCategory: async (p, _r, n) =>
    write(p, 'POST', '/salescategory/save', form({ categoryName: `Category ${n}`, emriKategorise: `Kategoria ${n}` })),
  updateCategory: async (p, r, n) =>
    write(
      p,
      'PUT',
      `/salescategory/update/${r.pick(await ids(p, '/salescategory/get/mini', 'categoryId'))}`,
      form({ categoryName: `Renamed category ${n}` }),
    ),
  // A category still in use is refused (409), which publishes nothing.
  deleteCategory: async (p, r) =>
    deleteOne(
      p,
      r,
      (await ids(p, '/salescategory/get/mini', 'categoryId')).filter((id) => id > 3),
      0,
      (id) => `/salescategory/delete/${id}`,
    ).catch((error: Error) => (error.message.includes('409') ? 'category in use' : Promise.reject(error))),
  createCatalog: async (p, r, n) =>
    write(
      p,
      'POST',
      '/catalog/save',
      form({
        catalogTitle: `Random catalogue ${n}`,
        titulliKatalog: `Katalog i rastit ${n}`,
        buildingId: String(r.pick(await ids(p, '/building/get/mini', 'buildingId'))),
        salesCategoryId: String(r.pick(await ids(p, '/salescategory/get/mini', 'categoryId'))),
        pdfLayout: r.pick(['P', 'L']),
        pdfUrl: [await pdfDocument(1), 'c.pdf'],
      }),
    ),
  moveCatalog: async (p, r, n) =>
    updateOne(
      p,
      r,
      await ids(p, '/catalog/get/mini', 'salesCatalogId'),
      (id) => `/catalog/update/${id}`,
      async () =>
        form({
          catalogTitle: `Moved catalogue ${n}`,
          buildingId: String(r.pick(await ids(p, '/building/get/mini', 'buildingId'))),
          salesCategoryId: String(r.pick(await ids(p, '/salescategory/get/mini', 'categoryId'))),
        }),
    ),
  deleteCatalog: async (p, r) =>
    deleteOne(p, r, await ids(p, '/catalog/get/mini', 'salesCatalogId'), 0, (id) => `/catalog/delete/${id}`),
  // A building that leaves the site takes its units' pages with it, and brings them back.
  toggleBuilding: async (p, r) =>
    write(p, 'PUT', `/building/publication/${r.pick(await ids(p, '/building/get/mini', 'buildingId'))}`, {
      published: r.next() < 0.6,
    }),
  // A building given a facade and a floor plan, and its floors and units drawn on them: its catalogue
  // pages' picker comes, or changes with the zones (decision 031).
  drawFacade: async (p, r, n) => {
    const units = (await (await p.api('GET', '/unit/get/mini')).json()) as Record<string, number>[];
    if (units.length === 0) return null;
    const buildingId = r.pick(units).buildingId as number;
    const own = units.filter((unit) => unit.buildingId === buildingId);
    const floors = [...new Set(own.map((unit) => unit.floor as number))].filter(() => r.next() < 0.8);
    const band = (at: number, of: number) => [
      [0.2, at / of],
      [0.8, at / of],
      [0.8, (at + 1) / of],
      [0.2, (at + 1) / of],
    ];
    const facadeZones = floors.map((floor, at) => {
      const onFloor = own.filter((unit) => unit.floor === floor);
      const units = onFloor.map((unit, place) => ({ unitId: unit.unitId, zone: band(place, onFloor.length) }));
      return { floor, zone: band(at, floors.length), units };
    });
    const images = await write(
      p,
      'PUT',
      `/building/update/${buildingId}`,
      form({
        buildingTitle: `Drawn building ${n}`,
        titulliNderteses: `Ndërtesë e vizatuar ${n}`,
        buildingFacadeImageUrl: [await jpegImage(300, 400), 'facade.jpg'],
        buildingFloorPlanImageUrl: [await jpegImage(400, 300), 'plan.jpg'],
      }),
    );
    return `${images}; ${await write(p, 'PUT', `/building/facade/${buildingId}`, { facadeZones })}`;
  },
  createUnit: async (p, r, n) => write(p, 'POST', '/unit/save', form(await unitFields(p, r, n))),
  moveUnit: async (p, r, n) =>
    updateOne(
      p,
      r,
      await ids(p, '/unit/get/mini', 'unitId'),
      (id) => `/unit/update/${id}`,
      async () => form(await unitFields(p, r, n)),
    ),
  setUnitStatus: async (p, r) =>
    updateOne(
      p,
      r,
      await ids(p, '/unit/get/mini', 'unitId'),
      (id) => `/unit/status/${id}`,
      async () => ({ status: r.pick(['available', 'reserved', 'sold', 'sold', 'notOnSale']) }),
    ),
  deleteUnit: async (p, r) =>
    deleteOne(p, r, await ids(p, '/unit/get/mini', 'unitId'), 2, (id) => `/unit/delete/${id}`),
};

/** A unit of a random building, category and floor, with a reference of its own (`n` and a draw, as runs repeat `n`). */
async function unitFields(p: PublishingProduct, r: Random, n: number): Promise<Record<string, string>> {
  const [salesCategoryId, unitType] = r.pick([
    ['1', 'apartment'],
    ['1', 'penthouse'],
    ['2', 'shop'],
    ['3', 'parking'],
  ] as const);
  return {
    buildingId: String(r.pick(await ids(p, '/building/get/mini', 'buildingId'))),
    salesCategoryId,
    unitType,
    reference: `R-${n}-${Math.floor(r.next() * 1e9)}`,
    floor: String(Math.floor(r.next() * 4) - 1),
    rooms: salesCategoryId === '1' ? r.pick(['1+1', '2+1', '3+1']) : '',
    netArea: String(40 + Math.floor(r.next() * 800) / 10),
    price: r.next() < 0.8 ? String(50_000 + Math.floor(r.next() * 200) * 1000) : '',
    orientation: r.pick(['S', 'E,W', '']),
    status: r.pick(UNIT_STATUSES),
  };
}

/** Runs `count` edits drawn by `seed`; returns what was done, for the failure message. */
export async function runRandomEdits(product: PublishingProduct, seed: number, count: number): Promise<string[]> {
  const random = seededRandom(seed);
  const names = Object.keys(EDITS);
  const done: string[] = [];
  for (let n = 1; n <= count; n++) {
    const name = random.pick(names);
    const outcome = await (EDITS[name] as Edit)(product, random, n);
    done.push(`${name}: ${outcome ?? 'skipped'}`);
    // Now and then, edits follow each other faster than a publish, so that batches coalesce.
    if (random.next() < 0.5) await new Promise((resolve) => setTimeout(resolve, random.next() * 300));
  }
  return done;
}
