import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  title: string;
  isOpen: boolean;
  /** Called when the admin dismisses the question (Escape, or a click beside it); without it, only its buttons answer. */
  onDismiss?: () => void;
  children: ReactNode;
}

/** A question the admin answers before going on, shown over the screen, which keeps focus until it is answered. */
export default function QuestionDialog({ title, isOpen, onDismiss, children }: Props) {
  return (
    <ModalOverlay
      className="admin-modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onDismiss?.()}
      isDismissable={onDismiss !== undefined}
    >
      <Modal className="admin-modal">
        <Dialog role="alertdialog" className="admin-dialog">
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
