import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { $adminLanguage, textIn } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, logFailure } from '#admin/lib/api-client.ts';
import { UNIT } from '#shared/entities/unit.ts';
import type { UnitBulkInput, UnitBulkPreview } from '#shared/payloads/unit-bulk.ts';
import { applyBulkChange, previewBulkChange } from './unit-calls.ts';

/** A preview and what it was made of, which its apply sends back. */
interface Previewed {
  input: UnitBulkInput;
  preview: UnitBulkPreview;
}

const isOutdated = (error: unknown) => error instanceof ApiRequestError && error.code === 'BULK_OUTDATED';

/**
 * A change to several units at once: previewed first (nothing written), then applied as that
 * preview showed it, by its token. Applied, it says how many units changed, reads the list and the
 * counts again and calls `onApplied`; its publish is followed in the publish tray, as every
 * write's is. A unit changed since the preview (409 `BULK_OUTDATED`) is previewed again, and
 * `outdated` says so until the next preview is asked for.
 */
export function useBulkChange(onApplied: () => void) {
  const queryClient = useQueryClient();
  const [outdated, setOutdated] = useState(false);
  const preview = useMutation({
    mutationFn: async (input: UnitBulkInput): Promise<Previewed> => ({
      input,
      preview: await previewBulkChange(input),
    }),
    onError: logFailure,
  });
  const apply = useMutation({
    mutationFn: ({ input, preview: { token } }: Previewed) => applyBulkChange(input, token),
    onSuccess: (result) => {
      notify(textIn($adminLanguage.get()).unitBulk.applied(result.changed), 'success');
      onApplied();
      return queryClient.invalidateQueries({ queryKey: [UNIT.kind] });
    },
    onError: (error, { input }) => {
      logFailure(error);
      if (!isOutdated(error)) return;
      setOutdated(true);
      preview.mutate(input);
    },
  });
  return {
    previewed: preview.data,
    preview: (input: UnitBulkInput) => {
      setOutdated(false);
      apply.reset();
      preview.mutate(input);
    },
    /** The preview no longer matches the dialog's choice: forgotten, to be asked for again. */
    forget: () => {
      preview.reset();
      apply.reset();
      setOutdated(false);
    },
    apply: (previewed: Previewed) => apply.mutate(previewed),
    previewing: preview.isPending,
    applying: apply.isPending,
    outdated,
    /** What went wrong other than an outdated preview, to be said in the dialog. */
    error: preview.error ?? (isOutdated(apply.error) ? null : apply.error),
  };
}
