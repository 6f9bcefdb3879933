import { type ReactNode, useId, useState } from 'react';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { UnitImportPreview } from '#shared/payloads/unit-import.ts';
import { refusedRows, valueText } from './import-text.ts';

/** Rows of a long list shown at first; the others on asking. */
const FIRST_SHOWN = 50;

/**
 * What an import will do, before anything is written: its counts (read out when they change),
 * each refused row with why, each changed unit with its changes field by field, and the new
 * units' references.
 */
export default function ImportPreview({ preview }: { preview: UnitImportPreview }) {
  const id = useId();
  const words = useAdminText().unitImport;
  const language = useAdminLanguage();
  const refused = refusedRows(preview.refused, language);
  const counts = [
    ['created', words.counts.created(preview.created.length)],
    ['changed', words.counts.changed(preview.changed.length)],
    ['unchanged', words.counts.unchanged(preview.unchanged)],
    ['refused', words.counts.refused(refused.length)],
  ] as const;

  return (
    <div className="unit-import__preview">
      <p className="visually-hidden" role="status">
        {words.summary(preview.created.length, preview.changed.length, preview.unchanged, refused.length)}
      </p>
      <ul className="unit-tally__counts unit-import__counts" aria-hidden="true">
        {counts.map(([kind, text]) => (
          <li key={kind} data-kind={kind}>
            {text}
          </li>
        ))}
      </ul>
      {refused.length > 0 && (
        <section className="unit-import__refused" aria-labelledby={`${id}-refused`}>
          <h3 id={`${id}-refused`}>{words.refusedTitle}</h3>
          <p>{words.refusedHint}</p>
          <ShownInPart items={refused}>
            {(shown) => (
              <ul>
                {shown.map(({ row, text }) => (
                  <li key={row}>{text}</li>
                ))}
              </ul>
            )}
          </ShownInPart>
        </section>
      )}
      {preview.changed.length > 0 && (
        <section aria-labelledby={`${id}-changed`}>
          <h3 id={`${id}-changed`}>{words.changedTitle(preview.changed.length)}</h3>
          <ShownInPart items={preview.changed}>
            {(shown) => (
              <table className="admin-table unit-import__changes">
                <caption className="visually-hidden">{words.changedCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{words.columns.unit}</th>
                    <th scope="col">{words.columns.changes}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map(({ row, reference, changes }) => (
                    <tr key={row}>
                      <th scope="row">
                        {reference} <span className="unit-import__row">{words.rowOf(row)}</span>
                      </th>
                      <td>
                        <ul>
                          {changes.map(({ field, before, after }) => (
                            <li key={field}>
                              {words.change(
                                words.fields[field],
                                valueText(field, before, language),
                                valueText(field, after, language),
                              )}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </ShownInPart>
        </section>
      )}
      {preview.created.length > 0 && (
        <section aria-labelledby={`${id}-created`}>
          <h3 id={`${id}-created`}>{words.createdTitle(preview.created.length)}</h3>
          <ShownInPart items={preview.created}>
            {(shown) => (
              <ul className="unit-import__created">
                {shown.map(({ row, reference }) => (
                  <li key={row}>{reference}</li>
                ))}
              </ul>
            )}
          </ShownInPart>
        </section>
      )}
    </div>
  );
}

/** The first FIRST_SHOWN of `items`, and a button that shows the others. */
function ShownInPart<T>({ items, children }: { items: T[]; children: (shown: T[]) => ReactNode }) {
  const words = useAdminText().unitImport;
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST_SHOWN);
  return (
    <>
      {children(shown)}
      {shown.length < items.length && (
        <button type="button" className="admin-text-button" onClick={() => setAll(true)}>
          {words.showAll(items.length)}
        </button>
      )}
    </>
  );
}
