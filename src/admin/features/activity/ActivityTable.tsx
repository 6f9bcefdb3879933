import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { ActivityEntry } from '#shared/payloads/activity.ts';
import { activityWhat, itemScreen } from './activity-text.ts';

/** Entries of the activity log: when, who, what kind of action, and what happened, with a link to the item. */
export default function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  const words = useAdminText().activity;
  const language = useAdminLanguage();
  const { columns } = words;
  return (
    <table className="admin-table activity-table">
      <caption className="visually-hidden">{words.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.when}</th>
          <th scope="col">{columns.who}</th>
          <th scope="col">{columns.action}</th>
          <th scope="col">{columns.what}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const screen = itemScreen(entry);
          const what = activityWhat(entry, language);
          return (
            <tr key={entry.activityId} data-action={entry.action}>
              <td data-label={columns.when}>
                <time dateTime={entry.at}>{tiranaTime(entry.at, language)}</time>
              </td>
              <td data-label={columns.who} className="activity-table__actor">
                {entry.actor}
              </td>
              <td data-label={columns.action}>
                <span className={`activity-action activity-action--${entry.action}`}>
                  {words.actions[entry.action]}
                </span>
              </td>
              <td className="activity-table__summary">{screen ? <Link to={screen}>{what}</Link> : what}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
