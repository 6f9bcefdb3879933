import type { Entity } from '#shared/entities/define-entity.ts';
import type { FocalPoints } from '#shared/entities/focal-points.ts';
import { changeDraftTag } from '#shared/payloads/change-drafts.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import { changedFields, contentOf, itemDetails, itemName } from '../history/item-content.ts';
import { insertActivity } from '../repositories/activity.ts';
import {
  deleteChangeDraft,
  findChangeDraft,
  type StoredChangeDraft,
  saveChangeDraft,
} from '../repositories/change-drafts.ts';
import { findRow } from '../repositories/resource-table.ts';
import { PUBLISHED_COLUMN, type Row, tableOf } from '../repositories/table-shape.ts';
import { FileChanges } from '../uploads/file-changes.ts';
import { FOCAL_POINTS_COLUMN } from '../uploads/focal-points-column.ts';
import type { Storage } from '../uploads/storage.ts';
import { filesOnlyIn } from './change-draft-files.ts';
import { pointChanges, withNewMedia } from './media-references.ts';
import type { ResourceService } from './resource-service.ts';
import { etagOf } from './versions.ts';

/** Who saves, publishes or discards an item's changes, and the tags (changeDraftTag) they may do it from. */
export interface ChangeDraftWrite {
  actor: string;
  accepted: string[] | null;
  /** Of a publish done as scheduled (decision 026): when it was due, and what its transaction does besides. */
  scheduled?: { for: string; within: (trx: Db) => Promise<void> };
}

const tagOf = (row: Row, draft: StoredChangeDraft | undefined) =>
  changeDraftTag(Number(row.version), draft?.revision ?? 0);

/**
 * An item's unpublished changes (docs/decisions/017-drafts-of-changes.md), for the entities with
 * drafts: saved beside the published item, which the site keeps showing; published as one update
 * of the item (history, activity and pages as any update), or discarded with their own files.
 */
export function changeDraftService(
  { db, storage }: { db: Db; storage: Storage },
  entity: Entity,
  service: ResourceService,
) {
  const table = tableOf(entity);
  const what = entity.noun.one.toLowerCase();

  async function itemRow(trx: Db, id: number): Promise<Row> {
    const row = await findRow(trx, table, id);
    if (!row) throw notFound(entity.noun.one);
    return row;
  }

  /** Refuses a write made from other changes than those now kept (412, naming who saved them). */
  function assertTag(row: Row, draft: StoredChangeDraft | undefined, accepted: string[] | null) {
    const tag = tagOf(row, draft);
    if (accepted === null || accepted.includes(tag)) return;
    const changedBy = draft?.savedBy ?? (row.updatedBy as string | null) ?? null;
    const changedAt = draft?.savedAt ?? (row.updatedAt as string | null) ?? null;
    throw new HttpError(
      412,
      'EDIT_CONFLICT',
      `The changes to this ${what} were saved${changedBy ? ` by ${changedBy}` : ''}${changedAt ? ` at ${changedAt}` : ''}, after the version this was made from. Nothing was changed.`,
      undefined,
      { ETag: tag },
      { changedBy, changedAt },
    );
  }

  /** The item as its changes would make it, with what they change; null when it has none. */
  async function read(id: number) {
    const row = await itemRow(db, id);
    const draft = await findChangeDraft(db, entity.kind, id);
    const tag = tagOf(row, draft);
    if (!draft) return { tag, answer: { draft: null } };
    const item = await service.get(id, { changes: true });
    const { savedBy, savedAt, baseVersion } = draft;
    const outdated = baseVersion !== Number(row.version);
    const changed = changedFields(contentOf(entity, row), { ...contentOf(entity, row), ...draft.fields });
    return { tag, answer: { draft: { savedBy, savedAt, baseVersion, outdated, changed, item } } };
  }

  /**
   * Keeps `body` (an update's: every text field, files left out keep the changes' or the item's)
   * as the item's changes, made from its current version. Changes equal to the item are none: they
   * are discarded. The item must be published: a draft's changes are saved to it directly.
   */
  async function save(id: number, body: Row, { actor, accepted }: ChangeDraftWrite) {
    const files = new FileChanges(storage.files);
    await files.apply(async () => {
      const { columns: written, points } = await service.columnsOf(body, files, actor);
      delete written[PUBLISHED_COLUMN];
      await db.transaction().execute(async (trx) => {
        const row = await itemRow(trx, id);
        if (!Number(row[PUBLISHED_COLUMN])) {
          throw new HttpError(409, 'NOT_PUBLISHED', `This ${what} is a draft: save its changes to it directly.`);
        }
        const previous = await findChangeDraft(trx, entity.kind, id);
        assertTag(row, previous, accepted);
        const { [FOCAL_POINTS_COLUMN]: pointsBefore, ...earlier } = previous?.fields ?? {};
        // An image uploaded to the changes is an image of the library from now on; its points are
        // kept with the changes, and set on the images when they are published.
        const wanted = { ...earlier, ...(await withNewMedia(trx, written, points)) };
        const fields = Object.fromEntries(
          Object.entries(wanted).filter(([field, value]) => (value ?? null) !== (row[field] ?? null)),
        );
        const pointed = await pointChanges(
          trx,
          entity,
          { ...row, ...fields },
          points ?? (pointsBefore as Partial<FocalPoints>),
        );
        if (pointed.length > 0)
          fields[FOCAL_POINTS_COLUMN] = Object.fromEntries(pointed.map(({ field, point }) => [field, point]));
        if (previous) files.replaced(...filesOnlyIn(entity, previous.fields, { ...row, ...fields }));
        const content = { ...contentOf(entity, row), ...fields };
        if (Object.keys(fields).length === 0) {
          await deleteChangeDraft(trx, entity.kind, id);
          return;
        }
        const revision = (previous?.revision ?? 0) + 1;
        await saveChangeDraft(trx, {
          kind: entity.kind,
          entityId: id,
          fields,
          baseVersion: Number(row.version),
          revision,
          savedBy: actor,
        });
        const changed = Object.keys(fields);
        const summary = `Saved unpublished changes to ${what} ${itemName(entity, id, content)}: ${changed.join(', ')}`;
        const details = { ...itemDetails(entity, content), fields: changed };
        await insertActivity(trx, { actor, action: 'changes-save', kind: entity.kind, entityId: id, summary, details });
      });
    });
    return read(id);
  }

  /** Publishes the item's changes as one update of it; refused while they are outdated (409). */
  async function publish(id: number, { actor, accepted, scheduled }: ChangeDraftWrite) {
    const row = await itemRow(db, id);
    const draft = await findChangeDraft(db, entity.kind, id);
    assertTag(row, draft, accepted);
    if (!draft) throw notFound(`Unpublished changes to this ${what}`);
    if (draft.baseVersion !== Number(row.version)) {
      throw new HttpError(
        409,
        'CHANGES_OUTDATED',
        `The ${what} was saved after these changes were made: open them, check them against it and save them again before publishing.`,
      );
    }
    // The whole content, as a restore gives it: a title is written with its other language.
    return service.update(
      id,
      { ...contentOf(entity, row), ...draft.fields },
      {
        actor,
        accepted: [etagOf(draft.baseVersion)],
        publication: 'changes-publish',
        ...(scheduled && { scheduledFor: scheduled.for }),
        within: async (trx) => {
          await scheduled?.within(trx);
          // Changes saved again meanwhile are not the ones asked for: the update is undone with them.
          if (!(await deleteChangeDraft(trx, entity.kind, id, draft.revision))) {
            throw new HttpError(
              412,
              'EDIT_CONFLICT',
              `The changes to this ${what} were saved again meanwhile. Nothing was changed.`,
            );
          }
        },
      },
    );
  }

  /** Discards the item's changes and their own files; the item stays as published. */
  async function discard(id: number, { actor, accepted }: ChangeDraftWrite) {
    const files = new FileChanges(storage.files);
    await files.apply(() =>
      db.transaction().execute(async (trx) => {
        const row = await itemRow(trx, id);
        const draft = await findChangeDraft(trx, entity.kind, id);
        assertTag(row, draft, accepted);
        if (!draft || !(await deleteChangeDraft(trx, entity.kind, id, draft.revision))) {
          throw notFound(`Unpublished changes to this ${what}`);
        }
        files.replaced(...filesOnlyIn(entity, draft.fields, row));
        const content = contentOf(entity, row);
        const summary = `Discarded unpublished changes to ${what} ${itemName(entity, id, content)}`;
        const details = itemDetails(entity, content);
        await insertActivity(trx, {
          actor,
          action: 'changes-discard',
          kind: entity.kind,
          entityId: id,
          summary,
          details,
        });
      }),
    );
    return read(id);
  }

  return { read, save, publish, discard };
}
