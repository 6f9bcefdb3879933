import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  /** The button's text, and the dialog's button that confirms: "Delete". */
  action: string;
  /** What it is done to, which the button's accessible name and the question name: a table has one button per row. */
  subject: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  onConfirm: () => void;
  isDisabled: boolean;
}

/**
 * A button for a change that is hard to take back: it asks first ("Delete editor?"), in an alert
 * dialog that returns focus to it.
 */
export default function ConfirmAction({ action, subject, children, onConfirm, isDisabled }: Props) {
  return (
    <DialogTrigger>
      <Button className="admin-button admin-button--danger" isDisabled={isDisabled} aria-label={`${action} ${subject}`}>
        {action}
      </Button>
      <ModalOverlay className="admin-modal-overlay" isDismissable>
        <Modal className="admin-modal">
          <Dialog role="alertdialog" className="admin-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{`${action} ${subject}?`}</Heading>
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
                    {action}
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
