import { BUILDING } from '../../src/shared/entities/building.ts';
import { CATALOG } from '../../src/shared/entities/catalog.ts';
import { CATEGORY } from '../../src/shared/entities/category.ts';
import { type Entity, fillPath } from '../../src/shared/entities/define-entity.ts';
import { GALLERY_IMAGE } from '../../src/shared/entities/gallery-image.ts';
import { NEWS_IMAGE } from '../../src/shared/entities/news-image.ts';
import { NEWS } from '../../src/shared/entities/news.ts';
import { PROJECT } from '../../src/shared/entities/project.ts';
import { VACANCY } from '../../src/shared/entities/vacancy.ts';
import { publicListPath } from '../../src/site/data/api.ts';

const PROJECTS = publicListPath(PROJECT);
const NEWS_LIST = publicListPath(NEWS);
const BUILDINGS = publicListPath(BUILDING);

/** A write timed from its answer until its pages are live, and the pages it rendered. */
export interface Timed {
  latencyMs: number;
  rendered: number;
}

/** What the edits need of the API: a call as the admin, the ids of a list, and a timed write. */
export interface BenchClient {
  call: (method: string, route: string, body?: FormData) => Promise<Response>;
  ids: (route: string, field: string) => Promise<number[]>;
  timedEdit: (method: string, route: string, body?: FormData) => Promise<Timed>;
}

/** The `n`th pick of a list, spread over it. */
const pick = (ids: number[], n: number) => ids[(n * 7919) % ids.length] as number;

/** Each kind of edit bench:publish times, by the name it prints: the `n`th edit of that kind. */
export function editKinds({ call, ids, timedEdit }: BenchClient): Record<string, (n: number) => Promise<Timed>> {
  const text = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const image = async (fields: Record<string, string>, field: string) => {
    const body = text(fields);
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a4552f' } })
      .jpeg()
      .toBuffer();
    body.append(field, new Blob([new Uint8Array(jpeg)]), 'bench.jpg');
    return body;
  };

  /** Odd edits create, even ones delete the newest of `list`: the site keeps its size. */
  const createThenDelete = (create: (n: number) => Promise<Timed>, entity: Entity) => async (n: number) => {
    if (n % 2 === 1) return create(n);
    const [list] = entity.api.lists;
    if (!list || !entity.api.remove) throw new Error(`${entity.kind} has no list or no delete`);
    return timedEdit('DELETE', fillPath(entity.api.remove, Math.max(...(await ids(list.path, entity.idField)))));
  };

  let ownCategory = 0;
  const kinds: Record<string, (n: number) => Promise<Timed>> = {
    project: async (n) =>
      timedEdit(
        'PUT',
        fillPath(PROJECT.api.update, pick(await ids(PROJECTS, 'projectId'), n)),
        text({ projectTitle: `Bench project ${n}` }),
      ),
    'gallery image': createThenDelete(
      async (n) =>
        timedEdit(
          'POST',
          GALLERY_IMAGE.api.save,
          await image({ projectId: String(pick(await ids(PROJECTS, 'projectId'), n)) }, 'galleryImageUrl'),
        ),
      GALLERY_IMAGE,
    ),
    news: async (n) =>
      timedEdit(
        'PUT',
        fillPath(NEWS.api.update, pick(await ids(NEWS_LIST, 'newsId'), n)),
        text({ newsTitle: `Bench news ${n}` }),
      ),
    'news image': createThenDelete(
      async (n) =>
        timedEdit(
          'POST',
          NEWS_IMAGE.api.save,
          await image({ newsId: String(pick(await ids(NEWS_LIST, 'newsId'), n)) }, 'newsImageUrl'),
        ),
      NEWS_IMAGE,
    ),
    vacancy: async (n) =>
      timedEdit(
        'PUT',
        fillPath(VACANCY.api.update, pick(await ids(publicListPath(VACANCY), 'staffId'), n)),
        text({ staffTittle: `Bench role ${n}` }),
      ),
    building: async (n) =>
      timedEdit(
        'PUT',
        fillPath(BUILDING.api.update, pick(await ids(BUILDINGS, 'buildingId'), n)),
        text({ buildingTitle: `Bench building ${n}` }),
      ),
    catalog: async (n) => {
      const catalogs = (await (await call('GET', publicListPath(CATALOG))).json()) as {
        salesCatalogId: number;
        buildingId: number;
        salesCategoryId: number;
      }[];
      const catalog = catalogs[(n * 7919) % catalogs.length];
      if (!catalog) throw new Error('no catalogue to edit');
      const fields = {
        catalogTitle: `Bench catalogue ${n}`,
        buildingId: String(catalog.buildingId),
        salesCategoryId: String(catalog.salesCategoryId),
      };
      return timedEdit('PUT', fillPath(CATALOG.api.update, catalog.salesCatalogId), text(fields));
    },
    'sales category': async (n) =>
      timedEdit('PUT', fillPath(CATEGORY.api.update, 1 + (n % 3)), text({ categoryName: `Bench category ${n}` })),
    'sales category create/delete': createThenDelete(
      (n) =>
        timedEdit(
          'POST',
          CATEGORY.api.save,
          text({ categoryName: `Bench new category ${n}`, emriKategorise: `Kategori e re ${n}` }),
        ),
      CATEGORY,
    ),
    // In a category of its own, the first catalogue of a building adds a page and its last removes it.
    'catalog create/delete': createThenDelete(async (n) => {
      ownCategory ||= (
        (await (
          await call('POST', CATEGORY.api.save, text({ categoryName: 'Bench storage', emriKategorise: 'Depo' }))
        ).json()) as { categoryId: number }
      ).categoryId;
      const buildingId = pick(await ids(BUILDINGS, 'buildingId'), n);
      return timedEdit(
        'POST',
        CATALOG.api.save,
        text({
          catalogTitle: `Bench catalogue ${n}`,
          buildingId: String(buildingId),
          salesCategoryId: String(ownCategory),
        }),
      );
    }, CATALOG),
    'project create/delete': createThenDelete(
      (n) => timedEdit('POST', PROJECT.api.save, text({ projectTitle: `Bench new project ${n}` })),
      PROJECT,
    ),
  };
  return kinds;
}
