import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdminText } from '../i18n/admin-language.ts';

interface Props {
  /** The button's text, and the dialog's button that confirms: "Delete". */
  action: string;
  /** What it is done to, which the button's accessible name and the question name: a table has one button per row. */
  subject: string;
  /** The button's text where it is not the action's: "Restore this version", "Restoring…". */
  trigger?: string;
  /** The button's accessible name and the question, where "Delete editor" and "Delete editor?" do not read well. */
  label?: string;
  question?: string;
  /** Danger for what cannot be taken back; plain for what can (a restore). */
  tone?: 'danger' | 'plain';
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  onConfirm: () => void;
  isDisabled: boolean;
}

/**
 * A button for a change that is hard to take back, or that the public site shows at once: it asks
 * first ("Delete editor?"), in an alert dialog that returns focus to it.
 */
export default function ConfirmAction({
  action,
  subject,
  trigger,
  label = trigger ?? `${action} ${subject}`,
  question = `${action} ${subject}?`,
  tone = 'danger',
  children,
  onConfirm,
  isDisabled,
}: Props) {
  const t = useAdminText();
  const className = tone === 'danger' ? 'admin-button admin-button--danger' : 'admin-button';
  return (
    <DialogTrigger>
      <Button className={className} isDisabled={isDisabled} aria-label={label}>
        {trigger ?? action}
      </Button>
      <ModalOverlay className="admin-modal-overlay" isDismissable>
        <Modal className="admin-modal">
          <Dialog role="alertdialog" className="admin-dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{question}</Heading>
                {children}
                <div className="admin-dialog__actions">
                  <Button className="admin-button admin-button--ghost" onPress={close} autoFocus>
                    {t.common.cancel}
                  </Button>
                  <Button
                    className={className}
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
