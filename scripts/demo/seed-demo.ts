import type { Db } from '../../src/server/db/database.ts';
import { insertRow, type TableShape } from '../../src/server/repositories/resource-table.ts';
import { renderCatalogPdf } from './catalog-pdf.ts';
import { DEMO_BUILDINGS } from './content/buildings.ts';
import { DEMO_CATALOGS } from './content/catalogs.ts';
import { DEMO_MESSAGES } from './content/contacts.ts';
import { DEMO_NEWS } from './content/news.ts';
import { DEMO_PROJECTS } from './content/projects.ts';
import { DEMO_VACANCIES } from './content/vacancies.ts';
import { renderCvPdf } from './cv-pdf.ts';
import type { FilePool } from './file-pool.ts';
import { renderDemoPicture } from './images.ts';
import type { DemoPicture } from './motifs.ts';

const shape = (table: TableShape['table'], idColumn: string): TableShape => ({ table, idColumn, order: 'asc' });

const CATEGORY_NAMES: Record<number, string> = { 1: 'Apartment', 2: 'Service Unit', 3: 'Car Post' };

/** Fills an empty database with the demo company: every kind of content, in both languages. */
export async function seedDemo(db: Db, pool: FilePool): Promise<Record<string, number>> {
  const picture = (p: DemoPicture) => pool.image(`${p.motif}-${p.variant}`, () => renderDemoPicture(p));

  // Render every distinct picture up front, two at a time, while the database waits.
  const pictures = [
    ...DEMO_PROJECTS.flatMap((project) => [project.hero, ...project.gallery]),
    ...DEMO_BUILDINGS.flatMap((building) => Object.values(building.images)),
    ...DEMO_CATALOGS.map((catalog) => catalog.image),
    ...DEMO_NEWS.flatMap((news) => [news.image, ...news.images]),
  ];
  const distinct = [...new Map(pictures.map((p) => [`${p.motif}-${p.variant}`, p])).values()];
  const queue = [...distinct];
  const prerender = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await pool.image(`${next.motif}-${next.variant}`, () => renderDemoPicture(next));
  };
  await Promise.all([prerender(), prerender()]);
  // The pre-render used each picture once; release them so that rows below get the originals first.
  pool.forgetUses();

  const counts: Record<string, number> = {};
  const count = (what: string) => (counts[what] = (counts[what] ?? 0) + 1);

  await db.transaction().execute(async (trx) => {
    for (const project of DEMO_PROJECTS) {
      const projectId = await insertRow(trx, shape('projects', 'projectId'), { ...project.input, projectImageUrl: await picture(project.hero) });
      count('projects');
      for (const image of project.gallery) {
        await insertRow(trx, shape('galleryImages', 'galleryImageId'), { projectId, galleryImageUrl: await picture(image) });
        count('gallery images');
      }
    }

    const buildingIds: number[] = [];
    for (const building of DEMO_BUILDINGS) {
      const images: Record<string, string> = {};
      for (const [field, image] of Object.entries(building.images)) images[field] = await picture(image);
      buildingIds.push(await insertRow(trx, shape('buildings', 'buildingId'), { ...building.input, ...images }));
      count('buildings');
    }

    for (const [index, catalog] of DEMO_CATALOGS.entries()) {
      const building = DEMO_BUILDINGS[catalog.buildingIndex];
      const buildingId = buildingIds[catalog.buildingIndex];
      if (!building || buildingId === undefined) throw new Error(`Catalogue ${index} names a missing building`);
      const pdfUrl = await pool.pdf('pdf', `catalog-${index}`, () =>
        renderCatalogPdf({
          title: catalog.input.catalogTitle,
          titleSq: catalog.input.titulliKatalog,
          buildingTitle: building.input.buildingTitle,
          address: building.input.buildingAdress,
          categoryId: catalog.input.salesCategoryId,
          layout: catalog.input.pdfLayout,
          units: catalog.pdf.units,
          seed: index + 1,
        }),
      );
      await insertRow(trx, shape('salesCatalogs', 'salesCatalogId'), {
        ...catalog.input,
        buildingId,
        catalogImageUrl: await picture(catalog.image),
        pdfUrl,
      });
      count(`catalogues (${CATEGORY_NAMES[catalog.input.salesCategoryId] ?? 'other'})`);
    }

    for (const news of DEMO_NEWS) {
      const newsId = await insertRow(trx, shape('news', 'newsId'), { ...news.input, newsImageUrl: await picture(news.image) });
      count('news');
      for (const image of news.images) {
        await insertRow(trx, shape('newsImages', 'newsImageId'), { newsId, newsImageUrl: await picture(image) });
        count('news images');
      }
    }

    const staffIds: number[] = [];
    for (const vacancy of DEMO_VACANCIES) {
      staffIds.push(await insertRow(trx, shape('staff', 'staffId'), vacancy));
      count('vacancies');
    }

    for (const message of DEMO_MESSAGES) {
      await insertRow(trx, shape('contacts', 'contactId'), { ...message, kind: 'message', cvUrl: null, staffId: null });
      count('contact messages');
    }
    for (const [index, { cv, ...applicant }] of DEMO_APPLICANTS.entries()) {
      const staffId = staffIds[index % staffIds.length] ?? null;
      const name = `${applicant.firstName} ${applicant.lastName}`;
      const cvUrl = await pool.pdf('cv', `cv-${index}`, () =>
        renderCvPdf({ ...cv, name, email: applicant.email, phone: applicant.contactNumber }),
      );
      await insertRow(trx, shape('contacts', 'contactId'), { ...applicant, kind: 'application', contactMessage: '', cvUrl, staffId });
      count('job applications');
    }
  });
  return counts;
}

const DEMO_APPLICANTS = [
  {
    firstName: 'Elira',
    lastName: 'Hoxha',
    email: 'elira.hoxha@example.al',
    contactNumber: '+355 68 204 1178',
    cv: {
      role: 'Civil engineer',
      lines: [
        'EXPERIENCE',
        '2021 - today  Site engineer, residential towers in Tirana e Re (B+G+16)',
        '2018 - 2021   Junior structural engineer, a design office in Durrës',
        'EDUCATION',
        'MSc Civil Engineering, Polytechnic University of Tirana, 2018',
        'SKILLS',
        'AutoCAD, Revit, ETABS, site supervision, quality control',
        'LANGUAGES',
        'Albanian (native), English (C1), Italian (B2)',
      ],
    },
  },
  {
    firstName: 'Arben',
    lastName: 'Kola',
    email: 'arben.kola@example.com',
    contactNumber: '+355 69 551 3020',
    cv: {
      role: 'Sales consultant',
      lines: [
        'EXPERIENCE',
        '2020 - today  Property consultant, a real-estate agency in Blloku',
        '2017 - 2020   Customer advisor, a bank branch in Tirana',
        'EDUCATION',
        'BSc Business Administration, University of Tirana, 2017',
        'LANGUAGES',
        'Albanian (native), English (C1), German (B1)',
      ],
    },
  },
];
