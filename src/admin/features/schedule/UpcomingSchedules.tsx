import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { titleIn } from '#admin/i18n/item-titles.ts';
import { nounOfKind } from '#admin/i18n/nouns.ts';
import CellLabel from '#admin/layout/CellLabel.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { screenPaths } from '#admin/lib/routes.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { entityOf } from '#shared/entities/entities.ts';
import type { UpcomingSchedule } from '#shared/payloads/schedules.ts';
import { useUpcomingSchedules } from './use-schedule.ts';

/** The dashboard's list of what is scheduled next, soonest first, those not done when due first of all. */
export default function UpcomingSchedules() {
  const query = useUpcomingSchedules();
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.schedule;
  const nameOf = (schedule: UpcomingSchedule) =>
    titleIn(schedule.titles, language) ||
    `${nounOfKind(schedule.kind, language)?.one ?? schedule.kind} #${schedule.entityId}`;
  return (
    <section className="dashboard-list" aria-labelledby="upcoming-schedules-title">
      <h2 id="upcoming-schedules-title">{words.upcoming}</h2>
      <QueryState query={query}>
        {(schedules) =>
          schedules.length === 0 ? (
            <p className="admin-muted">{words.noneUpcoming}</p>
          ) : (
            <div className="dashboard-list__scroll scroll-shadows">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{words.columns.item}</th>
                    <th scope="col">{words.columns.what}</th>
                    <th scope="col">{words.columns.when}</th>
                    <th scope="col">{words.columns.who}</th>
                  </tr>
                </thead>
                <tbody>
                  {schedules.map((schedule) => (
                    <tr
                      key={`${schedule.kind}-${schedule.entityId}-${schedule.action}`}
                      data-failed={schedule.failure ? '' : undefined}
                    >
                      <td>
                        <Link to={screenPaths(entityOf(schedule.kind)).view(schedule.entityId)}>
                          {nameOf(schedule)}
                        </Link>
                      </td>
                      <td>
                        <CellLabel text={words.columns.what} />
                        {schedule.failure
                          ? words.notDone
                          : schedule.action === 'publish'
                            ? words.goesOnShort
                            : words.goesOffShort}
                      </td>
                      <td>
                        <CellLabel text={words.columns.when} />
                        <time dateTime={schedule.at}>{tiranaTime(schedule.at, language)}</time>
                      </td>
                      <td>
                        <CellLabel text={words.columns.who} />
                        {schedule.scheduledBy}
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
