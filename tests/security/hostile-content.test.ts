import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSiteServer } from '#publisher/origin/serve-site.ts';
import { CATEGORY_APARTMENT_ID } from '#shared/entities/category.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { LANGUAGES, type Language, pick } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { feedChunkOf, feedChunkPath } from '#shared/list-feeds.ts';
import { ROUTES } from '#shared/routes.ts';
import { paragraphs } from '#shared/text.ts';
import { jpegImage, pdfDocument, pngImage } from '../fixtures/files.ts';
import {
  HOSTILE_BUILDING,
  HOSTILE_CATALOGUE,
  HOSTILE_CATEGORY,
  HOSTILE_NAME,
  HOSTILE_NEWS,
  HOSTILE_PROJECT,
  HOSTILE_VACANCY,
} from '../fixtures/hostile-content.ts';
import {
  listFiles,
  type PublishingProduct,
  startPublishingProduct,
  treeDifferences,
} from '../integration/publishing-product.ts';
import { inspectPage, launchBrowser, type PageExpectations, xmlProblem } from './page-inspection.ts';

const MODES = [
  { name: 'with JavaScript', javaScriptEnabled: true },
  { name: 'without JavaScript', javaScriptEnabled: false },
] as const;

type Fields = Record<string, string | Buffer>;

function form(fields: Fields) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value)]), `${name}.bin`);
  }
  return body;
}

/** Publishes one hostile entity of every kind through the API, with the files that make their pictures render. */
async function publishHostileContent(product: PublishingProduct) {
  const create = async (route: string, fields: Fields, idField: string) => {
    const response = await product.api('POST', route, form(fields));
    if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as Record<string, number>)[idField] as number;
  };
  const image = () => pngImage(640, 400);
  const categoryId = await create('/salescategory/save', HOSTILE_CATEGORY, 'categoryId');
  const buildingId = await create(
    '/building/save',
    {
      ...HOSTILE_BUILDING,
      buildingImageUrl: await image(),
      buildingGoogleAdressImageUrl: await image(),
      buildingApartmentImageUrl: await image(),
      buildingServiceImageUrl: await image(),
      buildingPostImageUrl: await image(),
    },
    'buildingId',
  );
  const catalogue = {
    ...HOSTILE_CATALOGUE,
    buildingId: String(buildingId),
    catalogImageUrl: await jpegImage(480, 320),
  };
  await create(
    '/catalog/save',
    { ...catalogue, salesCategoryId: String(categoryId), pdfUrl: await pdfDocument(1) },
    'salesCatalogId',
  );
  await create(
    '/catalog/save',
    { ...catalogue, salesCategoryId: String(CATEGORY_APARTMENT_ID), pdfUrl: await pdfDocument(1) },
    'salesCatalogId',
  );
  const projectId = await create('/projects/save', { ...HOSTILE_PROJECT, projectImageUrl: await image() }, 'projectId');
  await create('/gallery/save', { projectId: String(projectId), galleryImageUrl: await image() }, 'galleryImageId');
  const newsId = await create('/news/save', { ...HOSTILE_NEWS, newsImageUrl: await image() }, 'newsId');
  await create('/newsimage/save', { newsId: String(newsId), newsImageUrl: await image() }, 'newsImageId');
  const staffId = await create('/staff/save', HOSTILE_VACANCY, 'staffId');
  const project = (await (await product.api('GET', `/projects/get/single/project/${projectId}`)).json()) as {
    prev: number | null;
  };
  await product.waitUntilPublished();
  return { categoryId, buildingId, projectId, newsId, staffId, projectBefore: project.prev };
}

type Ids = Awaited<ReturnType<typeof publishHostileContent>>;

/** The built file of a page path: `/news` is `news/index.html`. */
const fileOf = (pagePath: string) => [pagePath.replace(/^\/|\/$/g, ''), 'index.html'].filter(Boolean).join('/');

/** The hostile texts as the pages of `language` show them. */
function hostileTexts(language: Language) {
  const text = (english: string, albanian: string) => pick(language, english, albanian);
  return {
    project: text(HOSTILE_PROJECT.projectTitle, HOSTILE_PROJECT.titulliProjekti),
    projectAddress: text(HOSTILE_PROJECT.projectAddress, HOSTILE_PROJECT.adresaProjekti),
    projectDescription: text(HOSTILE_PROJECT.projectDescription, HOSTILE_PROJECT.pershkrimiProjekti),
    building: text(HOSTILE_BUILDING.buildingTitle, HOSTILE_BUILDING.titulliNderteses),
    buildingAddress: text(HOSTILE_BUILDING.buildingAdress, HOSTILE_BUILDING.adresaNderteses),
    catalogue: text(HOSTILE_CATALOGUE.catalogTitle, HOSTILE_CATALOGUE.titulliKatalog),
    catalogueDescription: text(HOSTILE_CATALOGUE.catalogDescription, HOSTILE_CATALOGUE.pershkrimKatalog),
    news: text(HOSTILE_NEWS.newsTitle, HOSTILE_NEWS.titullLajmesh),
    newsDescription: text(HOSTILE_NEWS.newsDescription, HOSTILE_NEWS.pershkrimLajmesh),
    vacancy: text(HOSTILE_VACANCY.staffTittle, HOSTILE_VACANCY.titulliStaf),
    vacancyDescription: text(HOSTILE_VACANCY.staffDescriptionTwo, HOSTILE_VACANCY.pershkrimiStafDy),
  };
}

/** What each page that shows the hostile texts must show of them, by built file. */
function expectationsOf(ids: Ids): Map<string, PageExpectations> {
  const expectations = new Map<string, PageExpectations>();
  for (const language of LANGUAGES) {
    const { siteName, salesTitle, catalogsApartments } = stringsFor(language);
    const { project, projectAddress, building, buildingAddress, catalogue, news, vacancy, ...texts } =
      hostileTexts(language);
    const page = (pagePath: string, expected: PageExpectations) =>
      expectations.set(fileOf(localizePath(pagePath, language)), expected);

    page(ROUTES.home(), { textsWithin: [project] });
    page(ROUTES.company(), { texts: [project, projectAddress] });
    page(ROUTES.project(ids.projectId), {
      documentTitle: `${project} | ${siteName}`,
      texts: [project, projectAddress, ...paragraphs(texts.projectDescription)],
    });
    if (ids.projectBefore !== null) page(ROUTES.project(ids.projectBefore), { texts: [project] });
    page(ROUTES.catalogs(), { texts: [building, buildingAddress, catalogue] });
    page(ROUTES.building(ids.buildingId), {
      documentTitle: `${building} | ${siteName}`,
      texts: [building, buildingAddress],
    });
    for (const categoryId of [ids.categoryId, CATEGORY_APARTMENT_ID]) {
      const listTitle = categoryId === CATEGORY_APARTMENT_ID ? catalogsApartments : salesTitle;
      page(ROUTES.catalogDetails(ids.buildingId, categoryId), {
        documentTitle: `${listTitle} | ${building} | ${siteName}`,
        texts: [building, buildingAddress, catalogue, texts.catalogueDescription],
      });
    }
    page(ROUTES.news(), { texts: [news] });
    page(ROUTES.newsDetails(ids.newsId), {
      documentTitle: `${news} | ${siteName}`,
      texts: [news, ...paragraphs(texts.newsDescription)],
      structuredData: { headline: news },
    });
    page(ROUTES.vacancies(), { texts: [vacancy] });
    page(ROUTES.vacancy(ids.staffId), {
      documentTitle: `${vacancy} | ${siteName}`,
      texts: [vacancy, ...paragraphs(texts.vacancyDescription)],
      structuredData: { title: vacancy },
    });
  }
  return expectations;
}

/** Every string anywhere inside a parsed JSON value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : [];

describe('content text on the public site', () => {
  let product: PublishingProduct;
  let ids: Ids;
  let siteUrl: string;
  let closeSite: () => Promise<void>;
  let browser: Browser;

  beforeAll(async () => {
    product = await startPublishingProduct(0);
    ids = await publishHostileContent(product);
    const site = await startSiteServer({ root: product.siteDir, port: 0, host: '127.0.0.1', apiUrl: product.apiUrl });
    siteUrl = `http://127.0.0.1:${(site.server.address() as { port: number }).port}`;
    closeSite = () => site.close();
    browser = await launchBrowser();
  }, 10 * 60_000);
  afterAll(async () => {
    await browser?.close();
    await closeSite?.();
    await product?.close();
  });

  test(
    'never becomes an element or attribute on any page, with or without JavaScript, and shows as the same text',
    async () => {
      const pages = (await listFiles(product.siteDir)).filter(
        (file) => file.endsWith('.html') && !/^(adminpage|loginadmin)\//.test(file),
      );
      const expectations = expectationsOf(ids);
      const unvisited = [...expectations.keys()].filter((file) => !pages.includes(file));
      const problems = unvisited.map((file) => `${file}: not published`);
      for (const mode of MODES) {
        const context = await browser.newContext({
          javaScriptEnabled: mode.javaScriptEnabled,
          viewport: { width: 1440, height: 1000 },
        });
        const page = await context.newPage();
        let target = '';
        let pageProblems: string[] = [];
        // Pictures and videos are not what is checked; anything leaving the site (an injected refresh) is a finding.
        await page.route('**/*', (route) => {
          const request = route.request();
          if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url() !== target) {
            pageProblems.push(`the page navigated to ${request.url()}`);
            return route.abort('aborted');
          }
          if (['image', 'media'].includes(request.resourceType()) || !request.url().startsWith(siteUrl))
            return route.abort('aborted');
          return route.continue();
        });
        for (const file of pages) {
          target = `${siteUrl}/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
          pageProblems = [];
          await page.goto(target, { waitUntil: 'load' });
          pageProblems.push(
            ...(await page.evaluate(inspectPage, {
              hostileName: HOSTILE_NAME,
              expected: expectations.get(file) ?? {},
            })),
          );
          problems.push(...pageProblems.map((problem) => `${target.slice(siteUrl.length)} (${mode.name}): ${problem}`));
        }
        await context.close();
      }
      expect(problems, `${problems.length} problems on ${pages.length} pages`).toEqual([]);
    },
    10 * 60_000,
  );

  test(
    'is rendered to the same bytes by a fresh full build, so that what was checked is what either path publishes',
    async () => {
      expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
    },
    10 * 60_000,
  );

  test('leaves every sitemap file well-formed XML', async () => {
    const files = (await listFiles(product.siteDir)).filter((file) => file.endsWith('.xml'));
    expect(files).toContain('sitemap.xml');
    const page = await browser.newPage();
    const problems: string[] = [];
    for (const file of files) {
      const problem = await page.evaluate(xmlProblem, await readFile(path.join(product.siteDir, file), 'utf8'));
      if (problem) problems.push(`${file}: ${problem}`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });

  test('reaches every published JSON feed that carries it as the same strings', async () => {
    const problems: string[] = [];
    for (const file of (await listFiles(product.siteDir)).filter((name) => name.endsWith('.json'))) {
      try {
        JSON.parse(await readFile(path.join(product.siteDir, file), 'utf8'));
      } catch (error) {
        problems.push(`${file} does not parse: ${error}`);
      }
    }
    for (const language of LANGUAGES) {
      const texts = hostileTexts(language);
      const feeds: [string, string[]][] = [
        ['/menu.json', [texts.project, texts.projectAddress, texts.building, texts.buildingAddress, texts.news]],
        ['/news-slides.json', [texts.news]],
        [feedChunkPath('project', feedChunkOf(ids.projectId)), [texts.project, texts.projectAddress]],
        [
          feedChunkPath('building', feedChunkOf(ids.buildingId)),
          [texts.building, texts.buildingAddress, texts.catalogue],
        ],
        [feedChunkPath('news', feedChunkOf(ids.newsId)), [texts.news]],
        [feedChunkPath('vacancy', feedChunkOf(ids.staffId)), [texts.vacancy]],
      ];
      for (const [feedPath, expected] of feeds) {
        const file = localizePath(feedPath, language).slice(1);
        const carried = new Set(stringsIn(JSON.parse(await readFile(path.join(product.siteDir, file), 'utf8'))));
        for (const text of expected) {
          if (!carried.has(text)) problems.push(`${file} does not carry ${JSON.stringify(text)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
