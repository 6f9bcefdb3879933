import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  /** The button's text. */
  label: string;
  /** The dialog's heading, and the button's accessible name: it names the account where a table has one per row. */
  title: string;
  tone?: 'plain' | 'ghost';
  /** The dialog's form, given a way to close the dialog once it is done. */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a form in a dialog, which traps focus and returns it to the button when it closes. */
export default function FormDialog({ label, title, tone = 'ghost', children }: Props) {
  return (
    <DialogTrigger>
      <Button className={tone === 'ghost' ? 'admin-button admin-button--ghost' : 'admin-button'} aria-label={title}>
        {label}
      </Button>
      <ModalOverlay className="admin-modal-overlay" isDismissable>
        <Modal className="admin-modal account-dialog">
          <Dialog className="admin-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                {children(close)}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
