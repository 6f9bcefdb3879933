import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  /** The button's text, and its accessible name (which names the account: a table has one per row). */
  label: string;
  name: string;
  /** The question the dialog asks. */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isDisabled?: boolean;
}

/** A button for a change that is hard to take back: it asks first, in an alert dialog that returns focus to it. */
export default function ConfirmAction({ label, name, title, children, confirmLabel, onConfirm, isDisabled }: Props) {
  return (
    <DialogTrigger>
      <Button className="admin-button admin-button--danger" isDisabled={isDisabled ?? false} aria-label={name}>
        {label}
      </Button>
      <ModalOverlay className="admin-modal-overlay" isDismissable>
        <Modal className="admin-modal">
          <Dialog role="alertdialog" className="admin-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                {children}
                <div className="admin-dialog__actions">
                  <Button className="admin-button admin-button--ghost" onPress={close} autoFocus>
                    Cancel
                  </Button>
                  <Button
                    className="admin-button admin-button--danger"
                    onPress={() => {
                      close();
                      onConfirm();
                    }}
                  >
                    {confirmLabel}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
