import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useAdminText } from '../i18n/admin-language.ts';

/** What a notice offers to do about what it says: "Undo". */
export interface NoticeAction {
  label: string;
  run: () => void;
}

interface Notice {
  text: string;
  tone: 'success' | 'error';
  action?: NoticeAction | undefined;
}

const TOAST_MS = 6000;

/** Confirmations and failures of docs/product.md#error-messages that outlive the screen that caused them. */
export const notices = new ToastQueue<Notice>({ maxVisibleToasts: 4 });

/** The notice whose action is on offer: a newer one with an action takes its place. */
let offering: string | undefined;

/**
 * Failures, and notices with an action, stay until dismissed, so that none goes unread and no
 * action is taken away while the admin reaches for it. Only the latest action stays on offer: an
 * admin who deletes one item after another is not left with a pile of Undo notices, and each item
 * waits in the trash all the same.
 */
export function notify(text: string, tone: Notice['tone'] = 'success', action?: NoticeAction) {
  if (action && offering) notices.close(offering);
  const key = notices.add({ text, tone, action }, tone === 'success' && !action ? { timeout: TOAST_MS } : {});
  if (action) offering = key;
}

export function Toasts() {
  const t = useAdminText();
  return (
    <ToastRegion queue={notices} className="toasts">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.tone}`}>
          <ToastContent className="toast__content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          {toast.content.action && (
            <Button
              className="toast__action"
              onPress={() => {
                notices.close(toast.key);
                toast.content.action?.run();
              }}
            >
              {toast.content.action.label}
            </Button>
          )}
          <Button slot="close" className="toast__close" aria-label={t.common.dismiss}>
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
