import type { Db } from '../db/database.ts';
import { insertActivity, type NewActivity } from '../repositories/activity.ts';
import { type ContactsToDelete, type DeletedContact, deleteContacts } from '../repositories/contact-deletes.ts';
import { FileChanges } from '../uploads/file-changes.ts';
import type { Storage } from '../uploads/storage.ts';
import { storedFiles } from '../uploads/stored-files.ts';

/**
 * Deletes contacts for good, with the emails about them and their CVs, as decision 002 keeps files
 * and rows in step: the rows and the activity line that `activityOf` words (none when it answers
 * null) in one transaction, then the CV files once it has committed. Contacts skip the trash
 * (docs/decisions/014-trash.md): deleting one is what the applicant asked for, or what the privacy
 * notice promised. Answers the contacts deleted.
 */
export async function eraseContacts(
  { db, storage }: { db: Db; storage: Storage },
  which: ContactsToDelete,
  activityOf: (deleted: DeletedContact[]) => NewActivity | null,
): Promise<DeletedContact[]> {
  const changes = new FileChanges(storage.files);
  return changes.apply(() =>
    db.transaction().execute(async (trx) => {
      const deleted = await deleteContacts(trx, which);
      for (const { cvUrl } of deleted) changes.replaced(...storedFiles('cv', cvUrl));
      const activity = activityOf(deleted);
      if (activity) await insertActivity(trx, activity);
      return deleted;
    }),
  );
}
