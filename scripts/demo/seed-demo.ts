import type { Writable } from 'node:stream';
import type { Db } from '#server/db/database.ts';
import { insertContact } from '#server/repositories/contacts.ts';
import { insertRow } from '#server/repositories/resource-table.ts';
import { tableOf } from '#server/repositories/table-shape.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { FacadeZonesSchema } from '#shared/entities/facade-zones.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { GALLERY_IMAGE } from '#shared/entities/gallery-image.ts';
import { NEWS } from '#shared/entities/news.ts';
import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { assetFile, pictureFile } from './assets.ts';
import { DEMO_BUILDINGS } from './content/buildings.ts';
import { DEMO_CATALOGS } from './content/catalogs.ts';
import { DEMO_APPLICANTS, DEMO_MESSAGES } from './content/contacts.ts';
import { DEMO_FACADE_BUILDING_INDEX, demoFacadeZones } from './content/facade-zones.ts';
import { DEMO_NEWS } from './content/news.ts';
import { DEMO_PROJECTS } from './content/projects.ts';
import { DEMO_UNITS } from './content/units.ts';
import { DEMO_VACANCIES } from './content/vacancies.ts';
import { encodingProgress } from './encoding-progress.ts';
import type { FilePool } from './file-pool.ts';
import type { DemoPicture } from './motifs.ts';

const CATEGORY_NAMES: Record<number, string> = { 1: 'Apartment', 2: 'Service Unit', 3: 'Car Post' };

/** The file of every picture the demo content names, each once. */
export function demoPictureFiles(): string[] {
  const pictures = [
    ...DEMO_PROJECTS.flatMap((project) => [project.hero, ...project.gallery]),
    ...DEMO_BUILDINGS.flatMap((building) => Object.values(building.images)),
    ...DEMO_CATALOGS.map((catalog) => catalog.image),
    ...DEMO_NEWS.flatMap((news) => [news.image, ...news.images]),
    ...DEMO_UNITS.flatMap((unit) => (unit.plan ? [unit.plan] : [])),
  ];
  return [...new Set(pictures.map(pictureFile))];
}

/**
 * Fills an empty database with the demo company: every kind of content, in both languages. Given
 * `progressTo`, tells it how the pictures' encoding goes (encodingProgress).
 */
export async function seedDemo(db: Db, pool: FilePool, progressTo?: Writable): Promise<Record<string, number>> {
  // Encode every distinct picture up front, while the database waits.
  const files = demoPictureFiles();
  await pool.encodeAll(files, progressTo && encodingProgress(files.length, progressTo));

  const counts: Record<string, number> = {};
  const count = (what: string) => (counts[what] = (counts[what] ?? 0) + 1);

  await db.transaction().execute(async (trx) => {
    const picture = (p: DemoPicture) => pool.media(trx, pictureFile(p));
    for (const project of DEMO_PROJECTS) {
      const projectId = await insertRow(trx, tableOf(PROJECT), {
        ...project.input,
        projectImageMediaId: await picture(project.hero),
      });
      count('projects');
      for (const image of project.gallery) {
        await insertRow(trx, tableOf(GALLERY_IMAGE), {
          projectId,
          galleryImageMediaId: await picture(image),
        });
        count('gallery images');
      }
    }

    const buildingIds: number[] = [];
    for (const building of DEMO_BUILDINGS) {
      const images: Record<string, number> = {};
      for (const [field, image] of Object.entries(building.images))
        images[mediaReferenceOf(field)] = await picture(image);
      buildingIds.push(await insertRow(trx, tableOf(BUILDING), { ...building.input, ...images }));
      count('buildings');
    }

    for (const [index, catalog] of DEMO_CATALOGS.entries()) {
      const buildingId = buildingIds[catalog.buildingIndex];
      if (buildingId === undefined) throw new Error(`Catalogue ${index} names a missing building`);
      await insertRow(trx, tableOf(CATALOG), {
        ...catalog.input,
        buildingId,
        catalogImageMediaId: await picture(catalog.image),
        pdfUrl: await pool.pdf('pdf', assetFile(catalog.pdf)),
      });
      count(`catalogues (${CATEGORY_NAMES[catalog.input.salesCategoryId] ?? 'other'})`);
    }

    const facadeUnits = new Map<string, { unitId: number; floor: number }>();
    for (const unit of DEMO_UNITS) {
      const buildingId = buildingIds[unit.buildingIndex];
      if (buildingId === undefined) throw new Error(`Unit ${unit.input.reference} names a missing building`);
      // Units of one layout show one image of the library, their plan.
      const unitId = await insertRow(trx, tableOf(UNIT), {
        ...unit.input,
        buildingId,
        floorPlanMediaId: unit.plan ? await picture(unit.plan) : null,
        planPdfUrl: unit.planPdf ? await pool.pdf('pdf', assetFile(unit.planPdf)) : null,
      });
      count(`units (${CATEGORY_NAMES[unit.input.salesCategoryId] ?? 'other'})`);
      if (unit.buildingIndex === DEMO_FACADE_BUILDING_INDEX) {
        facadeUnits.set(unit.input.reference, { unitId, floor: unit.input.floor });
      }
    }
    const facadeBuildingId = buildingIds[DEMO_FACADE_BUILDING_INDEX];
    if (facadeBuildingId !== undefined) {
      await trx
        .updateTable('buildings')
        .set({ facadeZones: JSON.stringify(FacadeZonesSchema.parse(demoFacadeZones(facadeUnits))) })
        .where('buildingId', '=', facadeBuildingId)
        .execute();
    }

    for (const news of DEMO_NEWS) {
      const newsId = await insertRow(trx, tableOf(NEWS), {
        ...news.input,
        newsImageMediaId: await picture(news.image),
      });
      count('news');
      for (const image of news.images) {
        await insertRow(trx, tableOf(NEWS_IMAGE), { newsId, newsImageMediaId: await picture(image) });
        count('news images');
      }
    }

    const staffIds: number[] = [];
    for (const vacancy of DEMO_VACANCIES) {
      staffIds.push(await insertRow(trx, tableOf(VACANCY), vacancy));
      count('vacancies');
    }

    for (const message of DEMO_MESSAGES) {
      // As the API keeps them, each under its own reference (TG-7K3Q9), which the admin's reads answer.
      await insertContact(trx, { ...message, kind: 'message', cvUrl: null, staffId: null });
      count('contact messages');
    }
    for (const [index, { cv, ...applicant }] of DEMO_APPLICANTS.entries()) {
      const staffId = staffIds[index % staffIds.length] ?? null;
      const cvUrl = await pool.pdf('cv', assetFile(cv));
      await insertContact(trx, {
        ...applicant,
        kind: 'application',
        contactMessage: '',
        cvUrl,
        staffId,
        // Sent through the application form, which asks for consent to the privacy terms.
        consentAt: new Date().toISOString(),
      });
      count('job applications');
    }
  });
  return counts;
}
