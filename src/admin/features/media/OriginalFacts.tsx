import type { ReactNode } from 'react';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { Media } from '#shared/entities/media.ts';
import { dimensionsText, fileSizeText, typeName } from './media-text.ts';

/**
 * The image's file as it was uploaded: its name, type, size and upright dimensions, who sent it and
 * when. An image stored before the library kept originals has none of the file's facts: each says
 * "Not recorded", and a line says why.
 */
export default function OriginalFacts({ media }: { media: Media }) {
  const t = useAdminText();
  const words = t.mediaItem;
  const language = useAdminLanguage();
  const notRecorded = <span className="admin-muted">{words.notRecorded}</span>;
  const { originalName, originalType, originalBytes, originalWidth, originalHeight, uploadedBy, uploadedAt } = media;
  const facts: [label: string, value: ReactNode][] = [
    [words.name, originalName ?? notRecorded],
    [words.type, originalType ? typeName(originalType) : notRecorded],
    [words.size, originalBytes === null ? notRecorded : fileSizeText(originalBytes, language)],
    [
      words.dimensions,
      originalWidth === null || originalHeight === null
        ? notRecorded
        : dimensionsText(originalWidth, originalHeight, language),
    ],
    [words.uploadedBy, uploadedBy ?? notRecorded],
    [
      words.uploadedAt,
      <time key="uploadedAt" dateTime={uploadedAt}>
        {tiranaTime(uploadedAt, language)}
      </time>,
    ],
  ];
  return (
    <section className="media-facts" aria-labelledby="media-facts-title">
      <h2 id="media-facts-title">{words.original}</h2>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {originalName === null && <p className="admin-muted media-facts__note">{words.notKept}</p>}
    </section>
  );
}
