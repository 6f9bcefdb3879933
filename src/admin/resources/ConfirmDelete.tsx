import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { useRetentionDays } from '../features/trash/trash-calls.ts';

/** An item as it is now: its name, and the version a delete of it is made from. */
export interface CurrentItem {
  name: string;
  version: string | null;
}

/** How a list, which knows no versions, reads the item's current one when its dialog opens. */
export interface CurrentCheck {
  key: readonly unknown[];
  read: (signal: AbortSignal) => Promise<CurrentItem>;
}

interface Props {
  /** What is being deleted, as the admin knows it. */
  name: string;
  what: string;
  /** Deletes the item at the version the admin confirmed. */
  onConfirm: (version: string | null) => void;
  /** The version the admin is looking at (a view screen); without it, `check` reads the current one. */
  version?: string | null;
  check?: CurrentCheck;
  isPending?: boolean;
}

/**
 * A Delete button that asks first, in an alert dialog that returns focus to it, saying how long the
 * trash keeps the item. The delete is made from the version the dialog shows, so that the API
 * refuses it if someone saves the item meanwhile.
 */
export default function ConfirmDelete({ name, what, onConfirm, version = null, check, isPending = false }: Props) {
  const t = useAdminText();
  return (
    <DialogTrigger>
      {/* Named after what it deletes, as See and Edit are: a list has one Delete per card. */}
      <Button
        className="admin-button admin-button--danger"
        isDisabled={isPending}
        aria-label={t.remove.deleteItem(name)}
      >
        {isPending ? t.common.deleting : t.common.delete}
      </Button>
      <ModalOverlay className="admin-modal-overlay" isDismissable>
        <Modal className="admin-modal">
          <Dialog role="alertdialog" className="admin-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{t.remove.question(what)}</Heading>
                {check ? (
                  <CheckedQuestion name={name} check={check} close={close} onConfirm={onConfirm} />
                ) : (
                  <Question name={name} close={close} onConfirm={() => onConfirm(version)} />
                )}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function CheckedQuestion({
  name,
  check,
  close,
  onConfirm,
}: {
  name: string;
  check: CurrentCheck;
  close: () => void;
  onConfirm: (version: string | null) => void;
}) {
  const t = useAdminText();
  const current = useQuery({
    queryKey: check.key,
    queryFn: ({ signal }) => check.read(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (current.isPending) {
    return (
      <>
        <p role="status">{t.remove.checking}</p>
        <Actions close={close} />
      </>
    );
  }
  if (current.isError) {
    const gone = current.error instanceof ApiRequestError && current.error.status === 404;
    return (
      <>
        <p role="alert">{gone ? t.remove.gone(name) : t.remove.unreadable}</p>
        <Actions close={close} />
      </>
    );
  }
  const renamed = current.data.name !== name;
  return (
    <Question
      name={current.data.name}
      note={renamed ? t.remove.renamed(name) : undefined}
      close={close}
      onConfirm={() => onConfirm(current.data.version)}
    />
  );
}

function Question({
  name,
  note,
  close,
  onConfirm,
}: {
  name: string;
  note?: string | undefined;
  close: () => void;
  onConfirm: () => void;
}) {
  const t = useAdminText();
  const days = useRetentionDays();
  return (
    <>
      <p>{t.remove.text(name, days)}</p>
      {note && <p className="admin-muted">{note}</p>}
      <Actions
        close={close}
        confirm={() => {
          close();
          onConfirm();
        }}
      />
    </>
  );
}

function Actions({ close, confirm }: { close: () => void; confirm?: () => void }) {
  const t = useAdminText();
  return (
    <div className="admin-dialog__actions">
      <Button className="admin-button admin-button--ghost" onPress={close} autoFocus>
        {t.common.cancel}
      </Button>
      {confirm && (
        <Button className="admin-button admin-button--danger" onPress={confirm}>
          {t.common.delete}
        </Button>
      )}
    </div>
  );
}
