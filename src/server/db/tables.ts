import type { Generated } from 'kysely';
import type { BuildingInput } from '#shared/entities/building.ts';
import type { CatalogInput } from '#shared/entities/catalog.ts';
import type { CategoryInput } from '#shared/entities/category.ts';
import type { ContactKind, ContactState } from '#shared/entities/contact.ts';
import type { EntityKind } from '#shared/entities/entities.ts';
import type { NewsInput } from '#shared/entities/news.ts';
import type { ProjectInput } from '#shared/entities/project.ts';
import type { UnitInput } from '#shared/entities/unit.ts';
import type { VacancyInput } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ActivityAction } from '#shared/payloads/activity.ts';
import type { VersionOperation } from '#shared/payloads/history.ts';
import type { MailPurpose } from '#shared/payloads/mail.ts';
import type { Publication } from '#shared/payloads/publish.ts';
import type { PublishKind, PublishOperation } from '#shared/publish-tags.ts';
import type { AccountTables } from './account-tables.ts';

/** The fields of an input that hold an image field's media row (`projectImageMediaId`; migration 037). */
type MediaReferences<Input> = Extract<keyof Input, `${string}MediaId`>;
/**
 * A row of an entity with image fields: its input's fields, each image field as its media row's id,
 * null without an image; the points are the media rows' (docs/decisions/034-media-library.md).
 */
type WithImages<Input> = Omit<Input, 'focalPoints' | MediaReferences<Input>> & {
  [Reference in MediaReferences<Input>]: number | null;
};
/** A building's row: its facade zones as JSON text, null while none is drawn (repositories/json-fields.ts). */
type WithFacadeZones<Input> = Omit<Input, 'facadeZones'> & { facadeZones: string | null };
type CreatedAt = { createdAt: Generated<string> };
/** An editable entity's row: its version counts the saves; who made the last one, and when (null before the first update). */
type Versioned = { version: Generated<number>; updatedAt: string | null; updatedBy: string | null };
/** A row of a list an admin orders: its place (ADMIN_ORDER), from 1; within its parent for images. */
type Positioned = { position: Generated<number> };
/** A row of a kind the admin's lists search and sort by its title: the title's keys (repositories/title-keys.ts). */
type Titled = { searchText: Generated<string>; sortTitle: Generated<string> };

/** A row of an entity with drafts: 1 when published, 0 while a draft (docs/decisions/015-drafts.md). */
type Drafted = { published: Generated<number> };

/** Row shapes as Kysely sees them: the shared input types plus ids, files and timestamps. */
export interface Database extends AccountTables {
  projects: CreatedAt &
    Versioned &
    Drafted &
    Positioned &
    Titled &
    WithImages<ProjectInput> & {
      projectId: Generated<number>;
    };
  galleryImages: CreatedAt &
    Versioned &
    Positioned & { galleryImageId: Generated<number>; projectId: number; galleryImageMediaId: number };
  salesCategories: Versioned & Titled & CategoryInput & { categoryId: Generated<number> };
  staff: CreatedAt & Versioned & Drafted & Titled & WithImages<VacancyInput> & { staffId: Generated<number> };
  news: CreatedAt &
    Versioned &
    Drafted &
    Titled &
    WithImages<NewsInput> & {
      newsId: Generated<number>;
      newsDate: string;
    };
  newsImages: CreatedAt &
    Versioned &
    Positioned & { newsImageId: Generated<number>; newsId: number; newsImageMediaId: number };
  buildings: CreatedAt &
    Versioned &
    Drafted &
    Positioned &
    Titled &
    WithImages<WithFacadeZones<BuildingInput>> & {
      buildingId: Generated<number>;
    };
  salesCatalogs: CreatedAt &
    Versioned &
    Titled &
    WithImages<CatalogInput> & {
      salesCatalogId: Generated<number>;
      /** Stored file name of the catalogue PDF. */
      pdfUrl: string | null;
    };
  units: CreatedAt &
    Versioned &
    Titled &
    WithImages<UnitInput> & {
      unitId: Generated<number>;
      /** Stored file name of the plan's PDF. */
      planPdfUrl: string | null;
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
    /** The unit a visitor asked about (an inquiry); null for other messages, or once the unit is deleted. */
    unitId: number | null;
    /** Its short reference, "TG-7K3Q9" (repositories/contact-reference.ts). */
    reference: string;
    /** The language of the page it was sent from, which the visitor's confirmation is written in. */
    language: Generated<Language>;
    /** Where it stands in the staff's inbox (migration 015). */
    state: Generated<ContactState>;
    /** What the inbox's search looks in, as search-key.ts turns it (repositories/contact-search.ts). */
    searchText: Generated<string>;
    /** When the applicant agreed to the privacy terms; null for messages and older applications. */
    consentAt: string | null;
  };
  /** An admin's internal note on a contact, deleted with it. */
  contactNotes: CreatedAt & {
    noteId: Generated<number>;
    contactId: number;
    text: string;
    /** The username of who wrote it. */
    author: string;
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
    /** Of an update that was a publication, which (migration 026); null for any other write. */
    publication: Publication | null;
    /** Of a publication done as scheduled, the moment it was due. */
    scheduledFor: string | null;
  };
  /** One saved version of an item, recorded with the write that made it (history/record-write.ts). */
  versions: CreatedAt & {
    versionId: Generated<number>;
    kind: string;
    entityId: number;
    /** The row's `version` after the write; a delete's is one past the last. */
    version: number;
    operation: VersionOperation;
    restoredFrom: number | null;
    /** JSON object of the row's content columns (files as stored), without its id and bookkeeping. */
    fields: string;
    actor: string | null;
  };
  /** One admin action, kept for ACTIVITY_RETENTION_DAYS. */
  activity: CreatedAt & {
    activityId: Generated<number>;
    actor: string;
    action: ActivityAction;
    kind: string | null;
    entityId: number | null;
    summary: string;
    /** JSON: the entry's facts (ActivityDetailsSchema); null on entries logged before they were kept. */
    details: string | null;
  };
  /** One stored image of the media library (docs/decisions/034-media-library.md; migration 036). */
  media: Versioned &
    Titled & {
      mediaId: Generated<number>;
      imageUrl: string;
      /** JSON `{ imageUrl: point }`, null while centred (uploads/focal-points-column.ts). */
      focalPoints: string | null;
      /** The file as uploaded; null on images stored before the library. */
      originalName: string | null;
      originalType: string | null;
      originalBytes: number | null;
      originalWidth: number | null;
      originalHeight: number | null;
      /** The username of who uploaded it; null on images stored before the library. */
      uploadedBy: string | null;
      uploadedAt: Generated<string>;
      altEn: Generated<string>;
      altSq: Generated<string>;
      /** 1 when an editor chose that the image says nothing (`alt=""`). */
      decorative: Generated<number>;
    };
  /** Deleted content, kept to be restored until it is purged (docs/decisions/014-trash.md). */
  trash: {
    entryId: Generated<number>;
    kind: EntityKind;
    entityId: number;
    /** What the item was called when it was deleted. */
    title: string;
    /** JSON: the deleted rows (repositories/trash.ts). */
    content: string;
    /** The username of who deleted it. */
    deletedBy: string;
    deletedAt: Generated<string>;
  };
  /** An email waiting to be sent, or sent (mail/mail-sender.ts). */
  mails: CreatedAt & {
    mailId: Generated<number>;
    /** What it is: a staff notification or a visitor's confirmation, of a message or an application. */
    purpose: MailPurpose;
    contactId: number | null;
    recipient: string;
    subject: string;
    text: string;
    html: string;
    /** Failed tries so far; the next waits longer, up to a minute. */
    attempts: Generated<number>;
    nextAttemptAt: Generated<string>;
    lastError: string | null;
    sentAt: string | null;
    /** When the mail server refused its recipient for good; it is not tried again (mail-sender.ts). */
    refusedAt: string | null;
    /** The Message-ID the mail server accepted it under. */
    messageId: string | null;
  };
  /** Unpublished changes to a published item (docs/decisions/017-drafts-of-changes.md). */
  changeDrafts: {
    kind: string;
    entityId: number;
    /** JSON object of the changed content columns, files as stored. */
    fields: string;
    /** The item's version the changes were made from. */
    baseVersion: number;
    /** How many times they were saved, from 1. */
    revision: number;
    /** The username of who saved them last. */
    savedBy: string;
    savedAt: Generated<string>;
  };
  /** An item's form open in a browser tab, told every few seconds (routes/presence.ts). */
  presence: {
    kind: string;
    entityId: number;
    /** The tab's own random name. */
    tab: string;
    userId: number;
    since: string;
    seenAt: string;
  };
  /**
   * An item's scheduled publication or removal (docs/decisions/026-scheduled-publication.md), or
   * a unit's reservation ending (decision 029).
   */
  schedules: {
    kind: string;
    entityId: number;
    /** 'publish' or 'unpublish'; a unit's 'reservation-lapse' (SCHEDULED_WRITES). */
    action: string;
    /** When it is due, ISO 8601 in UTC. */
    at: string;
    scheduledBy: string;
    scheduledAt: string;
    /** Until when the instance doing it holds it; another takes it over after, if that one died. */
    claimedUntil: string | null;
    /** The code of the refusal it met when due; it waits to be set again or removed. */
    failure: string | null;
  };
  /** Which column of a building's spreadsheet holds each field of a unit, from its last import (migration 027). */
  unitImportMappings: {
    buildingId: number;
    /** JSON: UnitColumnMapping, field → the column's heading. */
    mapping: string;
    updatedAt: string;
    updatedBy: string;
  };
}
