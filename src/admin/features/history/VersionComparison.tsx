import { useEffect, useRef } from 'react';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import FieldValue from '#admin/resources/FieldValue.tsx';
import FilePreview from '#admin/resources/FilePreview.tsx';
import type { ItemVersion } from '#shared/payloads/history.ts';
import { type ComparedField, comparedFields, differingFields } from './compared-fields.ts';
import type { HistoryConfig } from './history-config.ts';
import { madeBy } from './history-text.ts';
import RestoreVersion from './RestoreVersion.tsx';

interface Props<T extends Record<string, unknown>> {
  config: HistoryConfig<T>;
  id: number;
  chosen: ItemVersion;
  /** The item as it is now, its ETag and the version number it names. */
  current: { data: T; etag: string | null; version: number | null };
}

/** A version beside the current item: only the fields that differ, side by side, and its restore. */
export default function VersionComparison<T extends Record<string, unknown>>({
  config,
  id,
  chosen,
  current,
}: Props<T>) {
  const t = useAdminText();
  const words = t.history;
  const language = useAdminLanguage();
  const differing = differingFields(comparedFields(config, language), chosen.fields, current.data);
  /** Files the version no longer has, which a restore leaves as they are. */
  const kept = differing.filter((field) => field.kind === 'file' && !restorableFile(chosen, field.name));
  const name = words.version(chosen.version);
  const isCurrent = chosen.version === current.version;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(chosen.version);
  useEffect(() => {
    // A version chosen from the list: its comparison takes the focus (below the list on a phone).
    if (shown.current === chosen.version) return;
    shown.current = chosen.version;
    heading.current?.focus();
  }, [chosen.version]);

  return (
    <section className="version-comparison" aria-labelledby="version-comparison-title">
      <h2 id="version-comparison-title" ref={heading} tabIndex={-1}>
        {isCurrent ? words.isCurrent(name) : words.beside(name)}
      </h2>
      <p className="admin-muted">
        {madeBy(chosen, language)} {words.on} <time dateTime={chosen.at}>{tiranaTime(chosen.at, language)}</time>.
      </p>
      {isCurrent ? (
        <p>{words.asNow(config.nouns[language].item)}</p>
      ) : differing.length === 0 ? (
        <p>{words.same(name)}</p>
      ) : (
        <>
          <table className="admin-table comparison-table">
            <caption className="visually-hidden">{words.differ(name)}</caption>
            <thead>
              <tr>
                <th scope="col">{words.field}</th>
                <th scope="col">{name}</th>
                <th scope="col">{words.currentColumn}</th>
              </tr>
            </thead>
            <tbody>
              {differing.map((field) => (
                <tr key={field.name}>
                  <th scope="row">{field.label}</th>
                  <td data-label={name}>
                    <ComparedValue field={field} value={chosen.fields[field.name]} kept={kept.includes(field)} />
                  </td>
                  <td data-label={words.currentColumn}>
                    <ComparedValue field={field} value={current.data[field.name]} kept={false} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <RestoreVersion
            config={config}
            id={id}
            version={chosen.version}
            from={current.etag}
            keptFiles={kept.map((field) => field.label.toLowerCase())}
          />
        </>
      )}
    </section>
  );
}

/** Whether a restore would put back the version's file of `field`: it has one, still stored. */
const restorableFile = (version: ItemVersion, field: string) =>
  Boolean(version.fields[field]) && !version.missingFiles.includes(field);

/** A field's value in one column: a text as the view page shows it, a file previewed, or why a restore keeps it. */
function ComparedValue({ field, value, kept }: { field: ComparedField; value: unknown; kept: boolean }) {
  const words = useAdminText().history;
  if (field.kind === 'field') return <FieldValue field={field.spec} value={value} />;
  if (kept) {
    const why = value ? words.notStored : words.noFile;
    return <span className="admin-muted">{words.keepsFile(why)}</span>;
  }
  return <FilePreview type={field.type} url={(value as string | null | undefined) ?? null} label={field.label} />;
}
