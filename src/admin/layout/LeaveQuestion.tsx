import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Blocker } from 'react-router';

/** Asks before a navigation leaves typed work unsaved (use-unsaved-changes.ts); `unsaved` says what it is. */
export default function LeaveQuestion({ blocker, unsaved }: { blocker: Blocker; unsaved: string }) {
  const stay = () => blocker.state === 'blocked' && blocker.reset();
  return (
    <ModalOverlay
      className="admin-modal-overlay"
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && stay()}
      isDismissable
    >
      <Modal className="admin-modal">
        <Dialog role="alertdialog" className="admin-dialog">
          <Heading slot="title">Leave without saving?</Heading>
          <p>{unsaved} If you leave now, they are lost.</p>
          <div className="admin-dialog__actions">
            <Button className="admin-button admin-button--ghost" onPress={stay} autoFocus>
              Stay and keep editing
            </Button>
            <Button
              className="admin-button admin-button--danger"
              onPress={() => blocker.state === 'blocked' && blocker.proceed()}
            >
              Leave without saving
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
