import { useId, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { fromTiranaInput, tiranaInputValue } from '#admin/lib/tirana-time.ts';
import FieldNotes from '#admin/resources/FieldNotes.tsx';
import { DAY_MS, MAX_RESERVATION_NOTE_CHARS } from '#shared/constants.ts';
import type { Unit } from '#shared/entities/unit.ts';

/** A reservation as the dialog gives it: until when (ISO 8601 in UTC, or none), and its note. */
export type Reservation = Pick<Unit, 'reservedUntil' | 'reservationNote'>;

interface Props {
  /** What is reserved, as the title names it: "B2-07-04", "3 units". */
  what: string;
  /** The reservation the unit has, which the dialog starts from; none for a new one. */
  current?: Reservation | undefined;
  onReserve: (reservation: Reservation) => void;
  onCancel: () => void;
}

/** How long a sales team holds a unit for a buyer, as a press of a button: a week or two. */
const AHEAD_DAYS = [7, 14] as const;

/** The same moment `days` from now, as the date-and-time field writes it in Tirana's time. */
const daysAhead = (days: number) => tiranaInputValue(new Date(Date.now() + days * DAY_MS).toISOString());

/**
 * Reserves a unit, or several, from the units screen: until when, in Tirana's time (a week or two
 * ahead at a press, or none: reserved until someone changes it), and a note for the sales team.
 * Mounted when it opens, so that each opening starts from `current`. A moment past is refused at
 * its field; the dialog closes on reserving, and the save's outcome is told as a status change's.
 */
export default function ReserveDialog({ what, current, onReserve, onCancel }: Props) {
  const t = useAdminText();
  const words = t.units.reserve;
  const id = useId();
  const [until, setUntil] = useState(current?.reservedUntil ? tiranaInputValue(current.reservedUntil) : '');
  const [note, setNote] = useState(current?.reservationNote ?? '');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const untilField = useRef<HTMLInputElement>(null);
  const untilId = `${id}-until`;
  const noteId = `${id}-note`;

  return (
    <ModalOverlay className="admin-modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onCancel()}>
      <Modal className="admin-modal">
        <Dialog className="admin-dialog reserve-dialog">
          <Heading slot="title">{words.title(what)}</Heading>
          <form
            className="reserve-dialog__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const reservedUntil = fromTiranaInput(until);
              if (reservedUntil !== null && Date.parse(reservedUntil) <= Date.now()) {
                setProblem(words.inPast);
                // Where the problem is said, and read with the field.
                untilField.current?.focus();
                return;
              }
              onReserve({ reservedUntil, reservationNote: note.trim() });
            }}
          >
            <div className="admin-field" data-invalid={problem ? '' : undefined}>
              <label htmlFor={untilId}>{words.until}</label>
              <input
                ref={untilField}
                id={untilId}
                type="datetime-local"
                value={until}
                min={tiranaInputValue(new Date().toISOString())}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${untilId}-error` : `${untilId}-hint`}
                onChange={(event) => {
                  setUntil(event.currentTarget.value);
                  setProblem(undefined);
                }}
              />
              <div className="reserve-dialog__ahead">
                {AHEAD_DAYS.map((days) => (
                  <button
                    key={days}
                    type="button"
                    className="admin-button admin-button--ghost"
                    onClick={() => setUntil(daysAhead(days))}
                  >
                    {words.ahead(days)}
                  </button>
                ))}
              </div>
              <FieldNotes id={untilId} hint={words.zone} error={problem} />
            </div>
            <div className="admin-field">
              <label htmlFor={noteId}>{words.note}</label>
              <textarea
                id={noteId}
                rows={3}
                maxLength={MAX_RESERVATION_NOTE_CHARS}
                value={note}
                aria-describedby={`${noteId}-hint`}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <FieldNotes id={noteId} hint={words.noteHint} />
            </div>
            <div className="admin-dialog__actions">
              <Button className="admin-button admin-button--ghost" onPress={onCancel}>
                {t.common.cancel}
              </Button>
              <Button type="submit" className="admin-button">
                {words.confirm}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
