import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import QueryState from '#admin/layout/QueryState.tsx';
import { logFailure } from '#admin/lib/api-client.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { ContactNoteInputSchema, MAX_NOTE_CHARS } from '#shared/payloads/inbox.ts';
import { useAddNote, useContactNotes } from './use-inbox.ts';

type NoteForm = z.input<typeof ContactNoteInputSchema>;

/** A contact's internal notes, oldest first, and a form to add one; only admins read them. */
export default function ContactNotes({ contactId }: { contactId: number }) {
  const notes = useContactNotes(contactId);
  const words = useAdminText().contact;
  const language = useAdminLanguage();
  const headingId = useId();
  return (
    <section className="contact-notes" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.notes}</h2>
      <p className="admin-muted">{words.notesAbout}</p>
      <QueryState query={notes}>
        {(list) =>
          list.length === 0 ? (
            <p className="admin-muted">{words.noNotes}</p>
          ) : (
            <ol className="contact-notes__list">
              {list.map((note) => (
                <li key={note.noteId} className="contact-note">
                  <p className="contact-note__meta">
                    <strong>{words.noteBy(note.author)}</strong>{' '}
                    <time dateTime={note.createdAt}>{tiranaTime(note.createdAt, language)}</time>
                  </p>
                  <p className="contact-note__text">{note.text}</p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      <AddNote contactId={contactId} />
    </section>
  );
}

/** The note being written: sent on submit, the field emptied once it is kept. */
function AddNote({ contactId }: { contactId: number }) {
  const words = useAdminText().contact;
  const add = useAddNote(contactId);
  const form = useForm<NoteForm>({ resolver: zodResolver(ContactNoteInputSchema), defaultValues: { text: '' } });
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState(false);
  const fieldId = useId();
  const error = form.formState.errors.text;
  const errorText = error && (error.type === 'too_big' ? words.noteTooLong(MAX_NOTE_CHARS) : words.noteEmpty);

  const save = form.handleSubmit(async ({ text }) => {
    setFailed(false);
    setSaid('');
    try {
      await add.mutateAsync(text);
      form.reset();
      setSaid(words.noteAdded);
      // The button was disabled while the note was sent; the field is where the next one goes.
      form.setFocus('text');
    } catch (failure) {
      logFailure(failure);
      setFailed(true);
    }
  });

  return (
    <form className="contact-notes__form" onSubmit={save} noValidate>
      <div className="admin-field" data-invalid={error ? '' : undefined}>
        <label htmlFor={fieldId}>{words.addNote}</label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={MAX_NOTE_CHARS}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register('text')}
        />
        {errorText && (
          <p id={`${fieldId}-error`} className="admin-field__error">
            {errorText}
          </p>
        )}
      </div>
      <div className="contact-notes__actions">
        <button type="submit" className="admin-button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? words.savingNote : words.saveNote}
        </button>
        <p className="admin-muted" aria-live="polite">
          {said}
        </p>
      </div>
      {failed && (
        <p className="admin-field__error" role="alert">
          {words.noteFailed}
        </p>
      )}
    </form>
  );
}
