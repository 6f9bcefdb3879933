import { FOCAL_CENTRE } from '#shared/domain-values.ts';
import type { PagedEntity } from '#shared/entities/entities.ts';
import type { FocalPoints } from '#shared/entities/focal-points.ts';
import { fillPath } from '#shared/entities/paths.ts';
import type { ChosenImage, LivePreviewRequest } from '#shared/payloads/live-preview.ts';
import { previewedPage } from '#shared/payloads/preview.ts';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError } from '../errors.ts';
import { libraryChoices } from './library-choices.ts';
import { renderPreview } from './render-preview.ts';

/** How long the grant of one live render holds: the render reads the API within a second. */
const LIVE_RENDER_GRANT_MS = 60_000;

/** Field name → first message of a form that does not check (the answer of a save's 400). */
function fieldProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'values')] ??= issue.message;
  return fields;
}

/**
 * An image set that shows a chosen file alone, at its size, where the stored image's variants would
 * be. The file will be a new image of the library, without texts: nothing of the image it replaces.
 */
const chosenImageSet = ({ url, width, height }: ChosenImage) => ({
  focalPoint: { ...FOCAL_CENTRE },
  avif: url,
  webp: url,
  width,
  height,
});

/**
 * The item's single read as a save of the form would make it: the item as it is (with its
 * unpublished changes, which its form opens on), the form's fields over it, checked as a save
 * checks them (400 otherwise); each image chosen from the library (its reference among the fields)
 * answered from its row, and each chosen file in place of its stored image; each focal point the
 * form gives on the image its field then shows, as the save sets it. Answered as the single read
 * answers anyone, so that the page renders as it would once published.
 */
export async function unsavedItem(context: AppContext, entity: PagedEntity, id: number, form: LivePreviewRequest) {
  const checked = entity.schemas.input.safeParse(form.values);
  if (!checked.success) throw badRequest(fieldProblems(checked.error.issues));
  const values = checked.data as Record<string, unknown> & { focalPoints?: Partial<FocalPoints> };
  const files: Record<string, { kind: string } | undefined> = entity.files;
  const unknownImages = Object.keys(form.images).filter((field) => files[field]?.kind !== 'media');
  if (unknownImages.length > 0)
    throw badRequest(Object.fromEntries(unknownImages.map((field) => [field, 'This is no image field of the item.'])));
  const item = await context.content.of(entity.kind).get(id, { told: false, changes: true });
  const library = await libraryChoices(context.db, entity, values);
  const imageSets: Record<string, unknown> = {
    ...(item.imageSets as Record<string, unknown> | undefined),
    ...library.imageSets,
  };
  const images: Record<string, string> = {};
  // A file chosen wins over an image of the library, as an upload does in a save.
  for (const [field, image] of Object.entries(form.images)) {
    images[field] = image.url;
    imageSets[field] = chosenImageSet(image);
  }
  for (const [field, point] of Object.entries(values.focalPoints ?? {})) {
    const set = imageSets[field];
    if (set && point) imageSets[field] = { ...set, focalPoint: point };
  }
  // A field the form leaves out keeps the item's value, as an update keeps it.
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  return entity.schemas.single.parse({ ...item, ...Object.fromEntries(given), ...library.urls, ...images, imageSets });
}

/**
 * The page of `id` in `form.language`, rendered by the publisher from the unsaved form: the item
 * travels in the signed call and nowhere else, so that any API instance can answer and nothing
 * is left to remove. A page the site would not make (no title in either language) is 404.
 */
export async function renderLivePreview(
  context: AppContext,
  entity: PagedEntity,
  id: number,
  form: LivePreviewRequest,
  session: { userId: number; sessionId: string },
): Promise<string> {
  const item = await unsavedItem(context, entity, id, form);
  if (!context.publisher) throw new HttpError(503, 'NO_PUBLISHER', 'No publisher is set up to render previews.');
  const expiresAt = new Date(Date.now() + LIVE_RENDER_GRANT_MS);
  const grant = await context.tokens.signPreview({ ...session, kind: entity.kind, id }, expiresAt);
  const path = previewedPage(entity.kind, id, form.language);
  const rendered = await renderPreview(context.publisher, path, grant, { [fillPath(entity.api.single, id)]: item });
  if (rendered.status === 404)
    throw new HttpError(404, 'NO_PAGE', 'The item has no page yet: it needs a title in English or Albanian.');
  return rendered.html;
}
