import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import ConfirmAction from '#admin/layout/ConfirmAction.tsx';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import { $session, isAdmin } from '#admin/lib/session.ts';
import TrashEntryItem from './TrashEntryItem.tsx';
import { trashCalls, useTrash } from './trash-calls.ts';
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
  const t = useAdminText();
  const words = t.trash;

  return (
    <>
      <PageHeader
        title={words.title}
        back={{ to: DASHBOARD_PATH, label: t.common.dashboard }}
        actions={
          admin &&
          count > 0 && (
            <ConfirmAction
              action={words.empty}
              subject=""
              label={words.emptyLabel}
              question={words.emptyQuestion}
              isDisabled={emptying}
              onConfirm={async () => {
                setEmptying(true);
                await change(trashCalls.empty);
                setEmptying(false);
              }}
            >
              <p>{words.emptyText(count)}</p>
            </ConfirmAction>
          )
        }
      />
      <QueryState query={query}>
        {({ retentionDays, entries }) => (
          <>
            <p className="trash-intro">
              {words.intro(retentionDays)}
              {!admin && words.onlyAdmins}
            </p>
            {entries.length === 0 ? (
              <p className="admin-empty">{words.isEmpty}</p>
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
