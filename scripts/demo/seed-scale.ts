import type { Db } from '#server/db/database.ts';
import { insertRow } from '#server/repositories/resource-table.ts';
import { tableOf } from '#server/repositories/table-shape.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { CATEGORY_APARTMENT_ID } from '#shared/entities/category.ts';
import { GALLERY_IMAGE } from '#shared/entities/gallery-image.ts';
import { NEWS } from '#shared/entities/news.ts';
import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { assetFile } from './assets.ts';
import type { FilePool } from './file-pool.ts';
import { scaleUnitsOf } from './scale-units.ts';

// Pages each entity brings, per language: a detail page; a building also its three category pages.
const SITE_PAGES_PER_LANGUAGE = 12;
const PAGES_PER_BUILDING = 4;
/**
 * Units for sale take about half of the pages, UNITS_PER_BUILDING to a building (5,000 over 50
 * buildings at 20,000 pages); the other half is shared by SHARES, buildings included, the first of
 * which hold the units.
 */
const UNIT_SHARE = 0.5;
const UNITS_PER_BUILDING = 100;
const SHARES = { projects: 0.3, news: 0.4, vacancies: 0.1, buildings: 0.2 };

/**
 * The few files that synthetic content shares, named as in scripts/demo/assets (the pictures are
 * 1200x800): item n takes the picture and the PDF at n modulo their count.
 */
export const POOL_PICTURES = [
  'scale/tower-2.webp',
  'scale/residential-1.webp',
  'scale/villa-2.webp',
  'scale/hotel-3.webp',
  'scale/office-4.webp',
  'scale/mixed-use-5.webp',
  'scale/interior-0.webp',
  'scale/lobby-1.webp',
];
export const POOL_PDFS = ['scale/catalog-0.pdf', 'scale/catalog-1.pdf', 'scale/catalog-2.pdf'];
const pooled = (files: string[], n: number) => assetFile(files[n % files.length] as string);

const STREETS = [
  'Rruga e Kavajës',
  'Rruga e Elbasanit',
  'Bulevardi Zogu I',
  'Rruga Myslym Shyri',
  'Rruga e Durrësit',
  'Rruga Sami Frashëri',
];
const PROJECT_TYPES = ['Residential', 'Residential', 'Commercial', 'Mixed Use', 'Office', 'Hotel'] as const;

export interface ScalePlan {
  projects: number;
  news: number;
  vacancies: number;
  buildings: number;
  /** Units for sale of each building that has units, each with its own page; none when not given. */
  unitsPerBuilding?: number;
  /** How many of the buildings, the first ones, have units: all when not given. */
  unitBuildings?: number;
}

/** The public pages per language that `plan` makes, besides the site's own. */
export const pagesPerLanguageOf = (plan: ScalePlan) =>
  plan.projects +
  plan.news +
  plan.vacancies +
  plan.buildings * PAGES_PER_BUILDING +
  (plan.unitBuildings ?? plan.buildings) * (plan.unitsPerBuilding ?? 0);

/** How many of each entity make about `pages` public pages over both languages. */
export function scalePlan(pages: number): ScalePlan {
  const perLanguage = Math.max(0, Math.round(pages / 2) - SITE_PAGES_PER_LANGUAGE);
  const units = Math.round(perLanguage * UNIT_SHARE);
  const rest = perLanguage - units;
  const unitBuildings = Math.max(1, Math.round(units / UNITS_PER_BUILDING));
  return {
    projects: Math.max(1, Math.round(rest * SHARES.projects)),
    news: Math.max(1, Math.round(rest * SHARES.news)),
    vacancies: Math.max(1, Math.round(rest * SHARES.vacancies)),
    buildings: Math.max(unitBuildings, Math.round((rest * SHARES.buildings) / PAGES_PER_BUILDING)),
    unitsPerBuilding: Math.round(units / unitBuildings),
    unitBuildings,
  };
}

const paragraph = (sq: boolean, n: number) =>
  sq
    ? `Ky është teksti sintetik numër ${n}, i krijuar për matjen e shpejtësisë së publikimit. Ai përshkruan një ndërtesë moderne në Tiranë, me hapësira të ndritshme dhe materiale cilësore.`
    : `This is synthetic text number ${n}, made to measure publishing speed. It describes a modern building in Tirana with bright spaces and quality materials.`;

/** Fills a database with synthetic content in the numbers of `plan`, reusing a small pool of files. */
export async function seedScale(db: Db, pool: FilePool, plan: ScalePlan): Promise<Record<string, number>> {
  const pdf = (n: number) => pool.pdf('pdf', pooled(POOL_PDFS, n));
  const { unitsPerBuilding = 0, unitBuildings = plan.buildings, ...entities } = plan;
  const counts = { ...entities, galleryImages: 0, catalogues: 0, units: 0, newsImages: 0 };

  await db.transaction().execute(async (trx) => {
    // The pool's pictures are the library's images, each shown by many items.
    const picture = (n: number) => pool.media(trx, pooled(POOL_PICTURES, n));
    for (let n = 1; n <= plan.projects; n++) {
      const street = STREETS[n % STREETS.length];
      const projectId = await insertRow(trx, tableOf(PROJECT), {
        projectType: PROJECT_TYPES[n % PROJECT_TYPES.length],
        projectTitle: `Residence ${n}`,
        titulliProjekti: `Rezidenca ${n}`,
        projectAddress: `${street} ${n}, Tirana`,
        adresaProjekti: `${street} ${n}, Tiranë`,
        projectDescription: `${paragraph(false, n)}\n\n${paragraph(false, n + 1)}`,
        pershkrimiProjekti: `${paragraph(true, n)}\n\n${paragraph(true, n + 1)}`,
        boxOne: String(2015 + (n % 12)),
        boxTwo: `${(5 + (n % 40)) * 500} m²`,
        boxThree: `B+G+${4 + (n % 12)}`,
        boxFour: String(4 + (n % 12)),
        boxFive: String(20 + (n % 80)),
        boxSix: String(n % 10),
        boxSeven: String(30 + (n % 90)),
        boxEight: n % 3 === 0 ? 'Delivered' : 'Under construction',
        shenimiProjekti: n % 3 === 0 ? 'Dorëzuar' : 'Në ndërtim',
        projectImageMediaId: await picture(n),
      });
      for (const offset of [1, 2]) {
        await insertRow(trx, tableOf(GALLERY_IMAGE), {
          projectId,
          galleryImageMediaId: await picture(n + offset),
        });
        counts.galleryImages++;
      }
    }
    for (let n = 1; n <= plan.buildings; n++) {
      const buildingId = await insertRow(trx, tableOf(BUILDING), {
        buildingTitle: `Building ${n}`,
        titulliNderteses: `Ndërtesa ${n}`,
        buildingAdress: `${STREETS[n % STREETS.length]} ${n}, Tirana`,
        adresaNderteses: `${STREETS[n % STREETS.length]} ${n}, Tiranë`,
        buildingGoogleLink: `https://www.google.com/maps?q=41.${3200 + (n % 200)},19.${8100 + (n % 200)}`,
        buildingImageMediaId: await picture(n),
        buildingGoogleAdressImageMediaId: await picture(n + 1),
        buildingApartmentImageMediaId: await picture(n + 2),
        buildingServiceImageMediaId: await picture(n + 3),
        buildingPostImageMediaId: await picture(n + 4),
        unitPrices: n % 2 === 1 ? 'shown' : 'onRequest',
      });
      for (const salesCategoryId of [1, 2, 3]) {
        const layout = salesCategoryId === 3 ? 'L' : 'P';
        await insertRow(trx, tableOf(CATALOG), {
          buildingId,
          salesCategoryId,
          pdfLayout: layout,
          catalogTitle: `Catalogue ${n}.${salesCategoryId}`,
          titulliKatalog: `Katalogu ${n}.${salesCategoryId}`,
          catalogDescription: paragraph(false, n),
          pershkrimKatalog: paragraph(true, n),
          catalogImageMediaId: await picture(n + salesCategoryId),
          pdfUrl: await pdf(n),
        });
        counts.catalogues++;
      }
      for (const [index, unit] of scaleUnitsOf(n, n <= unitBuildings ? unitsPerBuilding : 0).entries()) {
        const floorPlan = unit.salesCategoryId === CATEGORY_APARTMENT_ID ? await picture(n + index) : null;
        await insertRow(trx, tableOf(UNIT), { ...unit, buildingId, floorPlanMediaId: floorPlan, planPdfUrl: null });
        counts.units++;
      }
    }
    for (let n = 1; n <= plan.news; n++) {
      const newsId = await insertRow(trx, tableOf(NEWS), {
        newsType: n % 3 === 0 ? 'event' : 'news',
        // A day apart, the newest today: the list's date order is its id order, as when added one by one.
        newsDate: new Date(Date.now() - (plan.news - n) * 86_400_000).toISOString().slice(0, 10),
        newsTitle: `Company update ${n}`,
        titullLajmesh: `Njoftim i kompanisë ${n}`,
        newsDescription: `${paragraph(false, n)}\n\n${paragraph(false, n + 2)}`,
        pershkrimLajmesh: `${paragraph(true, n)}\n\n${paragraph(true, n + 2)}`,
        newsImageMediaId: await picture(n),
      });
      await insertRow(trx, tableOf(NEWS_IMAGE), { newsId, newsImageMediaId: await picture(n + 5) });
      counts.newsImages++;
    }
    for (let n = 1; n <= plan.vacancies; n++) {
      await insertRow(trx, tableOf(VACANCY), {
        staffTittle: `Site engineer ${n}`,
        titulliStaf: `Inxhinier kantieri ${n}`,
        staffDescriptionOne: paragraph(false, n),
        pershkrimiStafNje: paragraph(true, n),
        staffDescriptionTwo: `${paragraph(false, n)}\n${paragraph(false, n + 1)}`,
        pershkrimiStafDy: `${paragraph(true, n)}\n${paragraph(true, n + 1)}`,
      });
    }
  });
  return counts;
}
