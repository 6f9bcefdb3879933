import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';

interface Notice {
  text: string;
  tone: 'success' | 'error';
}

const TOAST_MS = 6000;

/** Confirmations and failures of SPEC §8 that outlive the screen that caused them. */
export const notices = new ToastQueue<Notice>({ maxVisibleToasts: 4 });

export const notify = (text: string, tone: Notice['tone'] = 'success') =>
  // Failures stay until dismissed, so that none goes unread.
  notices.add({ text, tone }, tone === 'success' ? { timeout: TOAST_MS } : {});

export function Toasts() {
  return (
    <ToastRegion queue={notices} className="toasts">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.tone}`}>
          <ToastContent>
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" className="toast__close" aria-label="Dismiss">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
