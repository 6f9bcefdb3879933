import { Link } from 'react-router';
import type { ActivityEntry } from '#shared/schemas/activity.ts';
import { tiranaTime } from '../../lib/tirana-time.ts';
import { ACTION_LABELS, itemScreen } from './activity-text.ts';

/** Entries of the activity log: when, who, what kind of action, and what happened, with a link to the item. */
export default function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <table className="admin-table activity-table">
      <caption className="visually-hidden">Admin actions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">What happened</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const screen = itemScreen(entry);
          return (
            <tr key={entry.activityId} data-action={entry.action}>
              <td data-label="When">
                <time dateTime={entry.at}>{tiranaTime(entry.at)}</time>
              </td>
              <td data-label="Who" className="activity-table__actor">
                {entry.actor}
              </td>
              <td data-label="Action">
                <span className={`activity-action activity-action--${entry.action}`}>
                  {ACTION_LABELS[entry.action]}
                </span>
              </td>
              <td className="activity-table__summary">
                {screen ? <Link to={screen}>{entry.summary}</Link> : entry.summary}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
