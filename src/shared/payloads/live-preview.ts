import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * The live preview beside an item's form (docs/decisions/028-live-preview.md): the admin sends the
 * form's unsaved values, the API has the publisher render the item's page from them with the same
 * server build as the pages it publishes, and answers the page's HTML. Nothing is stored.
 */
export const LIVE_PREVIEW_PREFIX = '/live-preview';

/** How long after the last keystroke the form asks for its preview: the rest of the 500 ms is the render's. */
export const LIVE_PREVIEW_DEBOUNCE_MS = 150;

/** The widths the preview shows the page at: a phone's, and a desktop's. */
export const LIVE_PREVIEW_WIDTHS_PX = { phone: 390, desktop: 1280 } as const;
export type LivePreviewWidth = keyof typeof LIVE_PREVIEW_WIDTHS_PX;

/**
 * An image chosen in the form and not uploaded: the admin's own object URL for the file, which only
 * its page can open, and the image's size, which the page's picture keeps room for.
 */
export const ChosenImageSchema = z.object({
  url: z
    .string()
    .max(200)
    .regex(/^blob:https?:\/\/[^\s"'<>]+$/, 'An object URL of the admin (blob:…).'),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
});
export type ChosenImage = z.infer<typeof ChosenImageSchema>;

/**
 * What the form holds now: its fields as it would save them (the entity's input, checked by the
 * API as a save is), and the images chosen for its file fields.
 */
export const LivePreviewRequestSchema = z.object({
  language: z.enum(LANGUAGES),
  values: z.record(z.string(), z.unknown()),
  images: z.record(z.string(), ChosenImageSchema).default({}),
});
export type LivePreviewRequest = z.infer<typeof LivePreviewRequestSchema>;

/** The item's page as it would be published from the form: a whole HTML document. */
export const LivePreviewSchema = z.object({ html: z.string() });
