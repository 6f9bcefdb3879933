import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  /** What is being deleted, as the admin knows it. */
  name: string;
  what: string;
  onConfirm: () => void;
  isPending?: boolean;
}

/** A Delete button that asks first, in an alert dialog that returns focus to it. */
export default function ConfirmDelete({ name, what, onConfirm, isPending = false }: Props) {
  return (
    <DialogTrigger>
      {/* Named after what it deletes, as See and Edit are: a list has one Delete per card. */}
      <Button className="admin-button admin-button--danger" isDisabled={isPending} aria-label={`Delete ${name}`}>
        {isPending ? 'Deleting…' : 'Delete'}
      </Button>
      <ModalOverlay className="admin-modal-overlay" isDismissable>
        <Modal className="admin-modal">
          <Dialog role="alertdialog" className="admin-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">Delete this {what}?</Heading>
                <p>“{name}” will be removed from the site, with its files. This cannot be undone.</p>
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
                    Delete
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
