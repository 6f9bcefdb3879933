import { Button } from 'react-aria-components';
import type { Blocker } from 'react-router';
import { useAdminText } from '../i18n/admin-language.ts';
import QuestionDialog from './QuestionDialog.tsx';

/** Asks before a navigation leaves typed work unsaved (use-unsaved-changes.ts); `unsaved` says what it is. */
export default function LeaveQuestion({ blocker, unsaved }: { blocker: Blocker; unsaved: string }) {
  const words = useAdminText().form.leave;
  const stay = () => blocker.state === 'blocked' && blocker.reset();
  return (
    <QuestionDialog title={words.title} isOpen={blocker.state === 'blocked'} onDismiss={stay}>
      <p>
        {unsaved} {words.lost}
      </p>
      <div className="admin-dialog__actions">
        <Button className="admin-button admin-button--ghost" onPress={stay} autoFocus>
          {words.stay}
        </Button>
        <Button
          className="admin-button admin-button--danger"
          onPress={() => blocker.state === 'blocked' && blocker.proceed()}
        >
          {words.leave}
        </Button>
      </div>
    </QuestionDialog>
  );
}
