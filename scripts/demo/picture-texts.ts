import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const PictureTextSchema = z.strictObject({ altEn: z.string(), altSq: z.string() });
/** What a demo picture shows, in English and in Albanian: the alternative texts of its image in the library. */
export type PictureText = z.infer<typeof PictureTextSchema>;

/**
 * The alternative texts of every demo picture, by its file name (picture-texts.json beside this file): what
 * it shows, in one short sentence, for someone who cannot see it. Each picture says something no
 * other says, since pages put several side by side (a project's gallery, a news item's pictures).
 * The scale pool's pictures are smaller copies of the demo's under the same names, bar one of their
 * own, and take the same texts. picture-texts.test.ts holds every picture in assets to a text.
 */
export const PICTURE_TEXTS: Readonly<Record<string, PictureText>> = z
  .record(z.string().regex(/^[a-z]+(-[a-z]+)*-\d+\.webp$/), PictureTextSchema)
  .parse(JSON.parse(readFileSync(new URL('./picture-texts.json', import.meta.url), 'utf8')));

/**
 * The texts of the demo picture at `file` (assets/pictures or assets/scale), by its name; throws
 * for a picture without them, so that the seed stores no demo image the site would show untold.
 */
export function pictureTextOf(file: string): PictureText {
  const name = path.basename(file);
  if (!Object.hasOwn(PICTURE_TEXTS, name))
    throw new Error(`The demo picture ${name} has no alternative texts in scripts/demo/picture-texts.json`);
  return PICTURE_TEXTS[name] as PictureText;
}
