import type { Generated } from 'kysely';
import type { PublishKind, PublishOperation } from '#shared/publish-tags.ts';
import type { BuildingInput } from '#shared/schemas/building.ts';
import type { ContactKind } from '#shared/schemas/contact.ts';
import type { NewsInput } from '#shared/schemas/news.ts';
import type { ProjectInput } from '#shared/schemas/project.ts';
import type { SalesCatalogInput } from '#shared/schemas/sales-catalog.ts';
import type { SalesCategoryInput } from '#shared/schemas/sales-category.ts';
import type { StaffInput } from '#shared/schemas/staff.ts';

/** A JSON-encoded `StoredImage` (see uploads/stored-image.ts), or null. */
type ImageColumn = string | null;
type CreatedAt = { createdAt: Generated<string> };

/** Row shapes as Kysely sees them: the shared input types plus ids, files and timestamps. */
export interface Database {
  users: CreatedAt & {
    userId: Generated<number>;
    username: string;
    email: string;
    passwordHash: string;
    /** JSON list of role names. */
    roles: string;
  };
  projects: CreatedAt & ProjectInput & { projectId: Generated<number>; projectImageUrl: ImageColumn };
  galleryImages: CreatedAt & { galleryImageId: Generated<number>; projectId: number; galleryImageUrl: string };
  salesCategories: SalesCategoryInput & { categoryId: Generated<number> };
  staff: CreatedAt & StaffInput & { staffId: Generated<number> };
  news: CreatedAt & NewsInput & { newsId: Generated<number>; newsImageUrl: ImageColumn };
  newsImages: CreatedAt & { newsImageId: Generated<number>; newsId: number; newsImageUrl: string };
  buildings: CreatedAt &
    BuildingInput & {
      buildingId: Generated<number>;
      buildingImageUrl: ImageColumn;
      buildingGoogleAdressImageUrl: ImageColumn;
      buildingApartmentImageUrl: ImageColumn;
      buildingServiceImageUrl: ImageColumn;
      buildingPostImageUrl: ImageColumn;
    };
  salesCatalogs: CreatedAt &
    SalesCatalogInput & {
      salesCatalogId: Generated<number>;
      catalogImageUrl: ImageColumn;
      /** Stored file name of the catalogue PDF. */
      pdfUrl: string | null;
    };
  contacts: CreatedAt & {
    contactId: Generated<number>;
    kind: ContactKind;
    firstName: string;
    lastName: string;
    email: string;
    contactNumber: string;
    contactMessage: string;
    /** Stored file name of the CV, kept outside the public folder. */
    cvUrl: string | null;
    staffId: number | null;
  };
  /** One change event per committed write, with the state of its delivery to the publisher. */
  outbox: CreatedAt & {
    eventId: Generated<number>;
    kind: PublishKind;
    entityId: number;
    operation: PublishOperation;
    /** JSON list of tags (publish-tags.ts). */
    tags: string;
    /** Webhook calls that carried the event, the successful one included. */
    attempts: Generated<number>;
    /** When the publisher acknowledged the event; null while it is pending. */
    deliveredAt: string | null;
    liveAt: string | null;
    rendered: number | null;
    /** JSON list of the public paths the publish changed. */
    pages: Generated<string>;
    /** The publisher's error for the event, which makes it failed rather than live. */
    error: string | null;
    /** Why the last webhook call failed; the event stays pending and is retried. */
    lastError: string | null;
  };
}
