import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import type { UnitBulkPreview } from '#shared/payloads/unit-bulk.ts';
import { type BulkValue, bulkValues, countsText, refusalText } from './bulk-change-text.ts';

/**
 * What a bulk change would do, before anything is written: its counts in a sentence (read out
 * when they change), then each unit with its status, price and price on the site before and after, what
 * changes highlighted, and each refused unit with why. Below 576 px each unit is a card.
 */
export default function BulkChangePreview({ preview }: { preview: UnitBulkPreview }) {
  const words = useAdminText().unitBulk;
  const language = useAdminLanguage();
  return (
    <div className="bulk-change__preview">
      <p className="bulk-change__counts" role="status">
        {countsText(preview, language)}
      </p>
      {preview.refused > 0 ? (
        <p className="bulk-change__warning">{words.refusedHint}</p>
      ) : (
        preview.changed === 0 && <p className="bulk-change__warning">{words.nothingChanges}</p>
      )}
      <div className="bulk-change__scroll">
        <table className="admin-table bulk-change__table">
          <caption className="visually-hidden">{words.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.columns.unit}</th>
              <th scope="col">{words.columns.status}</th>
              <th scope="col">{words.columns.price}</th>
              <th scope="col">{words.columns.display}</th>
            </tr>
          </thead>
          <tbody>
            {preview.units.map((unit) => {
              const values = bulkValues(unit, language);
              const refusal = refusalText(unit, language);
              return (
                <tr
                  key={unit.unitId}
                  data-unit-id={unit.unitId}
                  data-changes={unit.changes ? '' : undefined}
                  data-refused={refusal ? '' : undefined}
                >
                  <th scope="row">
                    {unit.reference}
                    {refusal && (
                      <span className="bulk-change__refusal">
                        {words.refused}: {refusal}
                      </span>
                    )}
                  </th>
                  <Cell label={words.columns.status} value={values.status} />
                  <Cell label={words.columns.price} value={values.price} />
                  <Cell label={words.columns.display} value={values.display} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A value before and after, "€ 100,000 → € 103,000", or the one value where it does not change. */
function Cell({ label, value }: { label: string; value: BulkValue }) {
  const words = useAdminText().unitBulk;
  return (
    <td data-label={label} data-changed={value.changes ? '' : undefined}>
      {value.changes ? (
        <>
          <span className="bulk-change__before">{value.before}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> {words.to} </span>
          <strong className="bulk-change__after">{value.after}</strong>
        </>
      ) : (
        value.after
      )}
    </td>
  );
}
