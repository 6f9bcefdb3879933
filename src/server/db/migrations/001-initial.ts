import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ id, now: createdAt, afterExplicitIds }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('userId', 'integer', id)
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('passwordHash', 'text', (c) => c.notNull())
      .addColumn('roles', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();

    await db.schema
      .createTable('projects')
      .addColumn('projectId', 'integer', id)
      .addColumn('projectType', 'text', (c) => c.notNull())
      .addColumn('projectTitle', 'text', (c) => c.notNull())
      .addColumn('titulliProjekti', 'text', (c) => c.notNull())
      .addColumn('projectAddress', 'text', (c) => c.notNull())
      .addColumn('adresaProjekti', 'text', (c) => c.notNull())
      .addColumn('projectDescription', 'text', (c) => c.notNull())
      .addColumn('pershkrimiProjekti', 'text', (c) => c.notNull())
      .addColumn('boxOne', 'text', (c) => c.notNull())
      .addColumn('boxTwo', 'text', (c) => c.notNull())
      .addColumn('boxThree', 'text', (c) => c.notNull())
      .addColumn('boxFour', 'text', (c) => c.notNull())
      .addColumn('boxFive', 'text', (c) => c.notNull())
      .addColumn('boxSix', 'text', (c) => c.notNull())
      .addColumn('boxSeven', 'text', (c) => c.notNull())
      .addColumn('boxEight', 'text', (c) => c.notNull())
      .addColumn('projectImageUrl', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();

    await db.schema
      .createTable('galleryImages')
      .addColumn('galleryImageId', 'integer', id)
      .addColumn('projectId', 'integer', (c) => c.notNull().references('projects.projectId').onDelete('cascade'))
      .addColumn('galleryImageUrl', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();
    await db.schema.createIndex('galleryImagesByProject').on('galleryImages').column('projectId').execute();

    await db.schema
      .createTable('salesCategories')
      .addColumn('categoryId', 'integer', id)
      .addColumn('categoryName', 'text', (c) => c.notNull())
      .addColumn('emriKategorise', 'text', (c) => c.notNull())
      .execute();
    await db
      .insertInto('salesCategories' as never)
      .values([
        { categoryId: 1, categoryName: 'Apartment', emriKategorise: 'Apartament' },
        { categoryId: 2, categoryName: 'Service Unit', emriKategorise: 'Njësi Shërbimi' },
        { categoryId: 3, categoryName: 'Car Post', emriKategorise: 'Vend Parkimi' },
      ] as never)
      .execute();
    await afterExplicitIds(db, 'salesCategories', 'categoryId');

    await db.schema
      .createTable('staff')
      .addColumn('staffId', 'integer', id)
      .addColumn('staffTittle', 'text', (c) => c.notNull())
      .addColumn('titulliStaf', 'text', (c) => c.notNull())
      .addColumn('staffDescriptionOne', 'text', (c) => c.notNull())
      .addColumn('pershkrimiStafNje', 'text', (c) => c.notNull())
      .addColumn('staffDescriptionTwo', 'text', (c) => c.notNull())
      .addColumn('pershkrimiStafDy', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();

    await db.schema
      .createTable('news')
      .addColumn('newsId', 'integer', id)
      .addColumn('newsType', 'text', (c) => c.notNull())
      .addColumn('newsTitle', 'text', (c) => c.notNull())
      .addColumn('titullLajmesh', 'text', (c) => c.notNull())
      .addColumn('newsDescription', 'text', (c) => c.notNull())
      .addColumn('pershkrimLajmesh', 'text', (c) => c.notNull())
      .addColumn('newsImageUrl', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();

    await db.schema
      .createTable('newsImages')
      .addColumn('newsImageId', 'integer', id)
      .addColumn('newsId', 'integer', (c) => c.notNull().references('news.newsId').onDelete('cascade'))
      .addColumn('newsImageUrl', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();
    await db.schema.createIndex('newsImagesByNews').on('newsImages').column('newsId').execute();

    await db.schema
      .createTable('buildings')
      .addColumn('buildingId', 'integer', id)
      .addColumn('buildingTitle', 'text', (c) => c.notNull())
      .addColumn('buildingAdress', 'text', (c) => c.notNull())
      .addColumn('titulliNderteses', 'text', (c) => c.notNull())
      .addColumn('adresaNderteses', 'text', (c) => c.notNull())
      .addColumn('buildingGoogleLink', 'text', (c) => c.notNull())
      .addColumn('buildingImageUrl', 'text')
      .addColumn('buildingGoogleAdressImageUrl', 'text')
      .addColumn('buildingApartmentImageUrl', 'text')
      .addColumn('buildingServiceImageUrl', 'text')
      .addColumn('buildingPostImageUrl', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();

    await db.schema
      .createTable('salesCatalogs')
      .addColumn('salesCatalogId', 'integer', id)
      .addColumn('catalogTitle', 'text', (c) => c.notNull())
      .addColumn('titulliKatalog', 'text', (c) => c.notNull())
      .addColumn('catalogDescription', 'text', (c) => c.notNull())
      .addColumn('pershkrimKatalog', 'text', (c) => c.notNull())
      .addColumn('salesCategoryId', 'integer', (c) =>
        c.notNull().references('salesCategories.categoryId').onDelete('restrict'),
      )
      .addColumn('buildingId', 'integer', (c) => c.notNull().references('buildings.buildingId').onDelete('cascade'))
      .addColumn('pdfLayout', 'text', (c) => c.notNull())
      .addColumn('catalogImageUrl', 'text')
      .addColumn('pdfUrl', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();
    await db.schema
      .createIndex('salesCatalogsByBuildingCategory')
      .on('salesCatalogs')
      .columns(['buildingId', 'salesCategoryId'])
      .execute();
    await db.schema.createIndex('salesCatalogsByCategory').on('salesCatalogs').column('salesCategoryId').execute();

    await db.schema
      .createTable('contacts')
      .addColumn('contactId', 'integer', id)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('firstName', 'text', (c) => c.notNull())
      .addColumn('lastName', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('contactNumber', 'text', (c) => c.notNull())
      .addColumn('contactMessage', 'text', (c) => c.notNull())
      .addColumn('cvUrl', 'text')
      .addColumn('staffId', 'integer', (c) => c.references('staff.staffId').onDelete('set null'))
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();
    await db.schema.createIndex('contactsByStaff').on('contacts').column('staffId').execute();
  },
});
