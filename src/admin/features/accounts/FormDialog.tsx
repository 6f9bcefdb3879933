import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  /** The button's text, and its accessible name (which names the account where a table has one per row). */
  label: string;
  name?: string;
  title: string;
  tone?: 'plain' | 'ghost';
  /** The dialog's form, given a way to close the dialog once it is done. */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a form in a dialog, which traps focus and returns it to the button when it closes. */
export default function FormDialog({ label, name, title, tone = 'ghost', children }: Props) {
  return (
    <DialogTrigger>
      <Button
        className={tone === 'ghost' ? 'admin-button admin-button--ghost' : 'admin-button'}
        aria-label={name ?? label}
      >
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
