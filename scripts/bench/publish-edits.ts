import { UNIT_STATUSES_ON_SITE } from '#shared/domain-values.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { CATEGORY } from '#shared/entities/category.ts';
import type { Entity } from '#shared/entities/define-entity.ts';
import { GALLERY_IMAGE } from '#shared/entities/gallery-image.ts';
import { NEWS } from '#shared/entities/news.ts';
import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { UNIT, type UnitStatusOnSite } from '#shared/entities/unit.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { OFFER_AVAILABILITY } from '#site/components/units/unit-listing.ts';
import { publicListPath } from '#site/data/api.ts';
import type { ApiBody } from '../services/api-request.ts';
import { formData } from './form-data.ts';

const BUILDINGS = publicListPath(BUILDING);

/** A write timed from its answer until its pages are live, and the pages it rendered and published. */
export interface Timed {
  latencyMs: number;
  /** From the answer until the publisher received the change event (the outbox's delivery). */
  deliveryMs: number;
  rendered: number;
  pages: string[];
  /** From the answer until the edited page, read through the edge cache, showed the edit. */
  edgeMs?: number;
}

/** Where a visitor sees an edit: a page, and whether an answer for it shows the edit. */
export interface View {
  page: string;
  /** What the page is once the edit is live, for messages: "a page with “Bench news 3”". */
  what: string;
  shows: (answer: { status: number; html: string }) => boolean;
}

/** Where an edit will show, as far as it is known before the write, and where it shows once answered. */
export interface Sight {
  /** The page to cache at the edge before the write (it may be a 404), when it is known beforehand. */
  before: string | null;
  /** Where the edit shows, from the API's answer (a created item's id or file); null for nowhere. */
  after: (answer: Record<string, unknown>) => View | null;
}

/** An edit whose page and content are known before the write. */
const seen = (view: View): Sight => ({ before: view.page, after: () => view });
/** An edit no page shows: a sales category's name (the site names its categories itself, catalog-categories.ts). */
const UNSEEN: Sight = { before: null, after: () => null };

/** What the edits need of the API: a call as the admin, the ids of a list, and a timed write. */
export interface BenchClient {
  call: (method: string, route: string, body?: ApiBody, headers?: Record<string, string>) => Promise<Response>;
  ids: (route: string, field: string) => Promise<number[]>;
  timedEdit: (
    method: string,
    route: string,
    body: ApiBody | undefined,
    sight: Sight,
    headers?: Record<string, string>,
  ) => Promise<Timed>;
}

/** The `n`th pick of a list, spread over it. */
const pick = (ids: number[], n: number) => ids[(n * 7919) % ids.length] as number;

/** The English page, where the English fields the edits change show. */
const english = (page: string) => localizePath(page, 'en');

/** Whether `html` holds `text` followed by no digit: "Bench news 1" is not in "Bench news 12". */
const holds = (html: string, text: string) =>
  html
    .split(text)
    .slice(1)
    .some((after) => !/^\d/.test(after));

const showing = (page: string, text: string): View => ({
  page,
  what: `a page with “${text}”`,
  shows: ({ status, html }) => status === 200 && holds(html, text),
});
const without = (page: string, text: string): View => ({
  page,
  what: `a page without “${text}”`,
  shows: ({ status, html }) => status === 200 && !html.includes(text),
});
const gone = (page: string): View => ({ page, what: 'a 404', shows: ({ status }) => status === 404 });

/** A unit's page that tells search engines its status, by its Offer's schema.org availability (unit-listing.ts). */
const availability = (page: string, status: UnitStatusOnSite, was: UnitStatusOnSite): View => ({
  page,
  what: `a page of a unit ${status} (${OFFER_AVAILABILITY[status]})`,
  shows: ({ status: code, html }) =>
    code === 200 && html.includes(OFFER_AVAILABILITY[status]) && !html.includes(OFFER_AVAILABILITY[was]),
});

/** An uploaded image's name without its width and format, as every variant in the page's srcset has it. */
const imageStem = (url: unknown) => String(url).replace(/-\d+\.\w+$/, '');

/** Each kind of edit bench:publish times, by the name it prints: the `n`th edit of that kind. */
export function editKinds({ call, ids, timedEdit }: BenchClient): Record<string, (n: number) => Promise<Timed>> {
  const image = async (fields: Record<string, string>, field: string) => {
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a4552f' } })
      .jpeg()
      .toBuffer();
    return formData(fields, [field, jpeg, 'image/jpeg', 'bench.jpg']);
  };

  /**
   * Odd edits create (`create` gives the body, and where the item will show), even ones delete
   * what the one before created (`deleted` says where that shows): the site keeps its size.
   */
  const createThenDelete = (
    entity: Entity,
    create: (n: number) => Promise<{ body: FormData; sight: Sight }>,
    deleted: (item: Record<string, unknown>) => View | null,
  ) => {
    let last: Record<string, unknown> | undefined;
    return async (n: number) => {
      if (n % 2 === 1) {
        const { body, sight } = await create(n);
        return timedEdit('POST', entity.api.save, body, {
          before: sight.before,
          after: (item) => {
            last = item;
            return sight.after(item);
          },
        });
      }
      const item = last;
      last = undefined;
      if (!item || !entity.api.remove) throw new Error(`no ${entity.kind} created to delete`);
      const view = deleted(item);
      const route = fillPath(entity.api.remove, item[entity.idField] as number);
      return timedEdit('DELETE', route, undefined, view ? seen(view) : UNSEEN);
    };
  };

  /** The `n`th item of `entity` given an English title, which its English page then shows. */
  const rename = (entity: Entity, label: string, pageOf: (id: number) => string) => async (n: number) => {
    const field = entity.texts?.title?.en;
    if (!entity.api.update || !field) throw new Error(`${entity.kind} has no update or no title`);
    const id = pick(await ids(publicListPath(entity), entity.idField), n);
    const title = `Bench ${label} ${n}`;
    const page = english(pageOf(id));
    return timedEdit('PUT', fillPath(entity.api.update, id), formData({ [field]: title }), seen(showing(page, title)));
  };

  /** An image added to its parent's page (a project's gallery, a news item's pictures), then deleted from it. */
  const imageOnPage = (images: Entity, pageOf: (parentId: number) => string) => {
    if (!images.collection) throw new Error(`${images.kind} is no image collection`);
    const { parent, imageField } = images.collection;
    const stemOf = (item: Record<string, unknown>) => imageStem(item[imageField]);
    return createThenDelete(
      images,
      async (n) => {
        const parentId = pick(await ids(publicListPath(parent), parent.idField), n);
        const page = english(pageOf(parentId));
        const body = await image({ [parent.idField]: String(parentId) }, imageField);
        return { body, sight: { before: page, after: (item) => showing(page, stemOf(item)) } };
      },
      (item) => without(english(pageOf(item[parent.idField] as number)), stemOf(item)),
    );
  };

  let ownCategory = 0;
  let unitIds: number[] | undefined;
  return {
    project: rename(PROJECT, 'project', ROUTES.project),
    'gallery image': imageOnPage(GALLERY_IMAGE, ROUTES.project),
    news: rename(NEWS, 'news', ROUTES.newsDetails),
    'news image': imageOnPage(NEWS_IMAGE, ROUTES.newsDetails),
    vacancy: rename(VACANCY, 'role', ROUTES.vacancy),
    building: rename(BUILDING, 'building', ROUTES.building),
    catalog: async (n) => {
      const catalogs = (await (await call('GET', publicListPath(CATALOG))).json()) as {
        salesCatalogId: number;
        buildingId: number;
        salesCategoryId: number;
      }[];
      const catalog = catalogs[(n * 7919) % catalogs.length];
      if (!catalog) throw new Error('no catalogue to edit');
      const title = `Bench catalogue ${n}`;
      const fields = {
        catalogTitle: title,
        buildingId: String(catalog.buildingId),
        salesCategoryId: String(catalog.salesCategoryId),
      };
      const page = english(ROUTES.catalogDetails(catalog.buildingId, catalog.salesCategoryId));
      const route = fillPath(CATALOG.api.update, catalog.salesCatalogId);
      return timedEdit('PUT', route, formData(fields), seen(showing(page, title)));
    },
    // A status change alone, as the admin's units table makes it (JSON, If-Match): the next status
    // the site shows, of a unit on it.
    'unit status': async (n) => {
      unitIds ??= (await (await call('GET', UNIT.api.ids)).json()) as number[];
      for (let next = n; next < n + unitIds.length; next++) {
        const id = pick(unitIds, next);
        const read = await call('GET', fillPath(UNIT.api.single, id));
        const { status } = (await read.json()) as { status: UnitStatusOnSite };
        const at = UNIT_STATUSES_ON_SITE.indexOf(status);
        if (at < 0) continue;
        const changed = UNIT_STATUSES_ON_SITE[(at + 1) % UNIT_STATUSES_ON_SITE.length] as UnitStatusOnSite;
        const view = availability(english(ROUTES.unit(id)), changed, status);
        const ifMatch = { 'if-match': read.headers.get('etag') ?? '*' };
        return timedEdit('PUT', fillPath(UNIT.api.more.status, id), { status: changed }, seen(view), ifMatch);
      }
      throw new Error('no unit on the site to change');
    },
    'sales category': async (n) =>
      timedEdit(
        'PUT',
        fillPath(CATEGORY.api.update, 1 + (n % 3)),
        formData({ categoryName: `Bench category ${n}` }),
        UNSEEN,
      ),
    'sales category create/delete': createThenDelete(
      CATEGORY,
      async (n) => ({
        body: formData({ categoryName: `Bench new category ${n}`, emriKategorise: `Kategori e re ${n}` }),
        sight: UNSEEN,
      }),
      () => null,
    ),
    // In a category of its own, the first catalogue of a building adds a page and its last removes
    // it; the page is a 404 the edge keeps until the publisher purges it.
    'catalog create/delete': createThenDelete(
      CATALOG,
      async (n) => {
        ownCategory ||= (
          (await (
            await call('POST', CATEGORY.api.save, formData({ categoryName: 'Bench storage', emriKategorise: 'Depo' }))
          ).json()) as { categoryId: number }
        ).categoryId;
        const buildingId = pick(await ids(BUILDINGS, 'buildingId'), n);
        const title = `Bench catalogue ${n}`;
        const fields = { catalogTitle: title, buildingId: String(buildingId), salesCategoryId: String(ownCategory) };
        return {
          body: formData(fields),
          sight: seen(showing(english(ROUTES.catalogDetails(buildingId, ownCategory)), title)),
        };
      },
      (item) => gone(english(ROUTES.catalogDetails(item.buildingId as number, ownCategory))),
    ),
    // The new project's page is unknown until the API answers with its id.
    'project create/delete': createThenDelete(
      PROJECT,
      async (n) => {
        const title = `Bench new project ${n}`;
        return {
          body: formData({ projectTitle: title }),
          sight: { before: null, after: (item) => showing(english(ROUTES.project(item.projectId as number)), title) },
        };
      },
      (item) => gone(english(ROUTES.project(item.projectId as number))),
    ),
  };
}
