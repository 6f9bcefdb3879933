import type { ContactNote } from '#shared/payloads/inbox.ts';
import type { Db } from '../db/database.ts';

const NOTE_COLUMNS = ['noteId', 'contactId', 'text', 'author', 'createdAt'] as const;

/** A contact's notes, oldest first: they read as a conversation among staff. */
export const listContactNotes = (db: Db, contactId: number): Promise<ContactNote[]> =>
  db.selectFrom('contactNotes').select(NOTE_COLUMNS).where('contactId', '=', contactId).orderBy('noteId').execute();

/** Keeps a note on a contact; answers it as stored. */
export const insertContactNote = (
  db: Db,
  note: { contactId: number; text: string; author: string },
): Promise<ContactNote> => db.insertInto('contactNotes').values(note).returning(NOTE_COLUMNS).executeTakeFirstOrThrow();
