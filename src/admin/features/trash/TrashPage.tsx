import { useStore } from '@nanostores/react';
import { useState } from 'react';
import ConfirmAction from '../../layout/ConfirmAction.tsx';
import PageHeader from '../../layout/PageHeader.tsx';
import QueryState from '../../layout/QueryState.tsx';
import { $session, isAdmin } from '../../lib/session.ts';
import { DASHBOARD_PATH } from '../../routes.ts';
import { trashCalls, useTrash } from './trash-calls.ts';
import TrashEntryItem from './TrashEntryItem.tsx';
import { useTrashChange } from './use-trash-change.ts';

/**
 * /adminpage/trash: what was deleted, newest first, until the purge deletes it for good. Editors
 * restore; only admins delete for good, one item or all (decision 010: it cannot be undone).
 */
export default function TrashPage() {
  const query = useTrash();
  const session = useStore($session);
  const admin = session !== null && isAdmin(session);
  const count = query.data?.entries.length ?? 0;
  const change = useTrashChange();
  const [emptying, setEmptying] = useState(false);

  return (
    <>
      <PageHeader
        title="Trash"
        back={{ to: DASHBOARD_PATH, label: 'Dashboard' }}
        actions={
          admin &&
          count > 0 && (
            <ConfirmAction
              action="Empty trash"
              subject=""
              label="Empty the trash"
              question="Empty the trash?"
              isDisabled={emptying}
              onConfirm={async () => {
                setEmptying(true);
                await change(trashCalls.empty);
                setEmptying(false);
              }}
            >
              <p>
                {count === 1 ? 'The item' : `All ${count} items`} in it are deleted for good, with their files. This
                cannot be undone.
              </p>
            </ConfirmAction>
          )
        }
      />
      <QueryState query={query}>
        {({ retentionDays, entries }) => (
          <>
            <p className="trash-intro">
              A deleted item waits here {retentionDays} days with its files, then is deleted for good. Restored, it
              comes back where it was, with what was deleted with it, and the site shows it again.
              {!admin && ' Only administrators delete for good.'}
            </p>
            {entries.length === 0 ? (
              <p className="admin-empty">The trash is empty.</p>
            ) : (
              <ul className="trash-list">
                {entries.map((entry) => (
                  <TrashEntryItem key={entry.entryId} entry={entry} canDiscard={admin} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
