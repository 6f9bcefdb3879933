import { useQueryClient } from '@tanstack/react-query';
import { notify } from '#admin/layout/Toasts.tsx';
import { logFailure } from '#admin/lib/api-client.ts';
import { failureText } from '#admin/lib/failure-text.ts';
import { trashCalls } from './trash-calls.ts';

/**
 * Makes a change to the trash and says how it went; then every screen reads its data again, since
 * a restore brings back items of several kinds at once (a project and its gallery).
 */
export function useTrashChange() {
  const queryClient = useQueryClient();
  return async (change: () => Promise<{ message: string }>): Promise<boolean> => {
    try {
      notify((await change()).message);
      return true;
    } catch (error) {
      logFailure(error);
      notify(failureText(error), 'error');
      return false;
    } finally {
      void queryClient.invalidateQueries();
    }
  };
}

/** Says that an item was deleted, with an Undo that restores it from its trash entry when the delete named one. */
export function useDeletedNotice() {
  const change = useTrashChange();
  return (text: string, trashEntry: number | null) =>
    notify(
      text,
      'success',
      trashEntry === null ? undefined : { label: 'Undo', run: () => void change(() => trashCalls.restore(trashEntry)) },
    );
}
