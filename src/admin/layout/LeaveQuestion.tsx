import { Button } from 'react-aria-components';
import type { Blocker } from 'react-router';
import QuestionDialog from './QuestionDialog.tsx';

/** Asks before a navigation leaves typed work unsaved (use-unsaved-changes.ts); `unsaved` says what it is. */
export default function LeaveQuestion({ blocker, unsaved }: { blocker: Blocker; unsaved: string }) {
  const stay = () => blocker.state === 'blocked' && blocker.reset();
  return (
    <QuestionDialog title="Leave without saving?" isOpen={blocker.state === 'blocked'} onDismiss={stay}>
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
    </QuestionDialog>
  );
}
