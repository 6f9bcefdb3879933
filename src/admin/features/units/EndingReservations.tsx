import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { titleIn } from '#admin/i18n/item-titles.ts';
import CellLabel from '#admin/layout/CellLabel.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { screenPaths } from '#admin/lib/routes.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { UNIT } from '#shared/entities/unit.ts';
import type { EndingReservation } from '#shared/payloads/unit-sales.ts';
import { useEndingReservations } from './unit-calls.ts';

/**
 * The dashboard's list of the reservations that end in the next 7 days, soonest first: each unit
 * by its reference and building, when it ends in Tirana's time, its note, and who reserved it.
 * One past its end is becoming available (within seconds), or could not be, which it says.
 */
export default function EndingReservations() {
  const query = useEndingReservations();
  const language = useAdminLanguage();
  const words = useAdminText().units.ending;
  const { columns } = words;
  const state = (reservation: EndingReservation) =>
    reservation.failure ? words.notDone : Date.parse(reservation.reservedUntil) <= Date.now() ? words.ended : null;
  return (
    <section className="dashboard-list ending-reservations" aria-labelledby="ending-reservations-title">
      <h2 id="ending-reservations-title">{words.title}</h2>
      <p className="dashboard-list__about">{words.about}</p>
      <QueryState query={query}>
        {(reservations) =>
          reservations.length === 0 ? (
            <p className="admin-muted">{words.none}</p>
          ) : (
            <div className="dashboard-list__scroll scroll-shadows">
              <table>
                <caption className="visually-hidden">{words.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{columns.unit}</th>
                    <th scope="col">{columns.ends}</th>
                    <th scope="col">{columns.note}</th>
                    <th scope="col">{columns.by}</th>
                  </tr>
                </thead>
                <tbody>
                  {reservations.map((reservation) => (
                    <tr key={reservation.unitId} data-failed={reservation.failure ? '' : undefined}>
                      <td>
                        <Link to={screenPaths(UNIT).view(reservation.unitId)}>{reservation.reference}</Link>
                        <span className="ending-reservations__building">{titleIn(reservation.building, language)}</span>
                      </td>
                      <td>
                        <CellLabel text={columns.ends} />
                        <span>
                          <time dateTime={reservation.reservedUntil}>
                            {tiranaTime(reservation.reservedUntil, language)}
                          </time>
                          {state(reservation) && (
                            <span className="ending-reservations__state">{state(reservation)}</span>
                          )}
                        </span>
                      </td>
                      <td>
                        <CellLabel text={columns.note} />
                        {reservation.reservationNote || <span className="admin-muted">—</span>}
                      </td>
                      <td>
                        <CellLabel text={columns.by} />
                        {reservation.reservedBy}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
