import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';

/**
 * The live preview where it does not fit beside the form (a phone, a tablet): a sheet over the
 * screen, opened by a button that stays at the bottom of the screen wherever the editor is in the
 * form, and closed by its own button, Escape or a tap above it; focus then returns to where it was.
 */
export default function LivePreviewSheet({
  isOpen,
  onOpenChange,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const t = useAdminText();
  return (
    <>
      <button
        type="button"
        className="admin-button live-preview-opener"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => onOpenChange(true)}
      >
        {t.livePreview.open}
      </button>
      <ModalOverlay className="live-preview-sheet-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
        <Modal className="live-preview-sheet">
          <Dialog className="live-preview-sheet__dialog" aria-labelledby="live-preview-heading">
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
