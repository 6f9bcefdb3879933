import { Link } from 'react-router';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { TRASH_PATH } from '#admin/lib/routes.ts';
import { useTrash } from './trash-calls.ts';

/** The dashboard's line on what waits in the trash, to be restored before it goes for good; nothing when it is empty. */
export default function TrashCount() {
  const trash = useTrash();
  const t = useAdminText();
  const count = trash.data?.entries.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="attention__trash">
      <Link to={TRASH_PATH}>{t.layout.trash}</Link>: {t.dashboard.trash(count, trash.data?.retentionDays)}
    </p>
  );
}
