import type { HistoryConfig } from '#admin/features/history/history-config.ts';
import { textIn } from '#admin/i18n/admin-language.ts';
import type { Bilingual } from '#admin/i18n/bilingual.ts';
import type { AdminText } from '#admin/i18n/en.ts';
import { mediaName } from '#admin/i18n/item-titles.ts';
import { nounsOf } from '#admin/i18n/nouns.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import type { PairRow, SingleRow } from '#admin/resources/resource.ts';
import type { ItemDeleting } from '#admin/resources/use-resource.ts';
import { MEDIA, MEDIA_FILES, type Media, MediaSchema } from '#shared/entities/media.ts';
import { fillPath } from '#shared/entities/paths.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { historyPaths } from '#shared/payloads/history.ts';
import { MEDIA_TYPE_CHOICES } from './media-text.ts';

const withId = (pattern: string) => (id: number) => fillPath(pattern, id);

/** What the image's field is called, as its history and its focal point name it. */
export const IMAGE_LABEL: Bilingual = { en: MEDIA_FILES.imageUrl.label, sq: MEDIA_FILES.imageUrl.sq.label };

/**
 * The alternative text, in English and Albanian side by side, with what makes a good one, as the
 * image's form writes it and its history names it.
 */
export const ALT_TEXT_ROW: PairRow = {
  label: { en: textIn('en').mediaItem.altLabel, sq: textIn('sq').mediaItem.altLabel },
  en: { name: 'altEn', kind: 'text' },
  sq: { name: 'altSq', kind: 'text' },
  hint: { en: textIn('en').mediaItem.altHint, sq: textIn('sq').mediaItem.altHint },
};

/** The choice that an image is decorative, as its history names it. */
const DECORATIVE_ROW: SingleRow = {
  label: { en: textIn('en').mediaLibrary.decorative, sq: textIn('sq').mediaLibrary.decorative },
  field: {
    name: 'decorative',
    kind: 'select',
    options: [
      { value: 'true', label: { en: 'Yes', sq: 'Po' } },
      { value: 'false', label: { en: 'No', sq: 'Jo' } },
    ],
  },
};

const factLabel = (name: keyof AdminText['mediaItem']['fileFacts']): Bilingual => ({
  en: textIn('en').mediaItem.fileFacts[name],
  sq: textIn('sq').mediaItem.fileFacts[name],
});
const count = (symbol: string) =>
  ({ kind: 'number', min: 0, max: Number.MAX_SAFE_INTEGER, step: 1, unit: { symbol, place: 'after' } }) as const;

/**
 * The facts of the file as uploaded, which a replaced file changes: no form writes them, and an
 * image's history names them and shows them beside each other version's.
 */
const FILE_FACT_ROWS: SingleRow[] = [
  { label: factLabel('originalName'), field: { name: 'originalName', kind: 'text' } },
  {
    label: factLabel('originalType'),
    field: {
      name: 'originalType',
      kind: 'select',
      options: MEDIA_TYPE_CHOICES.map(({ value, label }) => ({ value, label: { en: label, sq: label } })),
    },
  },
  {
    label: factLabel('originalBytes'),
    field: { name: 'originalBytes', ...count('B') },
  },
  { label: factLabel('originalWidth'), field: { name: 'originalWidth', ...count('px') } },
  { label: factLabel('originalHeight'), field: { name: 'originalHeight', ...count('px') } },
  { label: factLabel('uploadedBy'), field: { name: 'uploadedBy', kind: 'text' } },
  { label: factLabel('uploadedAt'), field: { name: 'uploadedAt', kind: 'moment' } },
];

/** The media library's calls, by what they do, each with its id filled in. */
export const MEDIA_CALLS = {
  single: withId(MEDIA.api.single),
  update: withId(MEDIA.api.update),
  remove: withId(MEDIA.api.remove),
  history: withId(historyPaths(MEDIA.kind).versions),
  restore: withId(historyPaths(MEDIA.kind).restore),
  save: MEDIA.api.save,
  library: MEDIA.api.more.library,
  uses: withId(MEDIA.api.more.uses),
};

/**
 * The media kind as the admin's shared screens take a kind (an item's history, its delete with
 * its notice): its calls, its nouns, its fields and what an image is called. The library and an
 * image's screen are its own (MediaLibrary.tsx, MediaScreen.tsx), not a form's.
 */
export const MEDIA_SCREENS = {
  entity: MEDIA,
  nouns: nounsOf(MEDIA),
  idField: MEDIA.idField,
  paths: screenPaths(MEDIA),
  api: MEDIA_CALLS,
  singleSchema: MediaSchema,
  rows: [ALT_TEXT_ROW, DECORATIVE_ROW, ...FILE_FACT_ROWS],
  files: [
    {
      name: 'imageUrl',
      label: IMAGE_LABEL,
      type: 'image' as const,
    },
  ],
  describe: (item: Media, language: Language) => ({ title: mediaName(item, language) }),
} satisfies HistoryConfig<Media> & ItemDeleting<Media>;
