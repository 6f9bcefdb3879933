import { useEffect, useRef, useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { ApiRequestError, apiRequest } from '#admin/lib/api-client.ts';
import type { Language } from '#shared/i18n/languages.ts';
import {
  type ChosenImage,
  LIVE_PREVIEW_DEBOUNCE_MS,
  LIVE_PREVIEW_PREFIX,
  LivePreviewSchema,
} from '#shared/payloads/live-preview.ts';

/** Why the preview shows an older render, if it does. */
export type PreviewProblem = 'fields' | 'noPage' | 'failed';

export interface LivePreviewState {
  /** The latest page rendered from the form; null until the first. */
  html: string | null;
  updating: boolean;
  problem: PreviewProblem | null;
}

const problemOf = (error: unknown): PreviewProblem =>
  error instanceof ApiRequestError && error.status === 400
    ? 'fields'
    : error instanceof ApiRequestError && error.code === 'NO_PAGE'
      ? 'noPage'
      : 'failed';

/**
 * The item's page rendered from what the form holds now (docs/decisions/028-live-preview.md): its
 * values, the files chosen (`images`) and the library's images chosen (`library`, by reference, as
 * the save sends them). Asked LIVE_PREVIEW_DEBOUNCE_MS after the last change, at once for a newly
 * chosen image or another language. An answer that a later change has overtaken is dropped.
 */
export function useLivePreview({
  kind,
  id,
  control,
  images,
  library,
  language,
}: {
  kind: string;
  id: number;
  control: Control<FieldValues>;
  images: Record<string, ChosenImage>;
  library: Record<string, number>;
  language: Language;
}): LivePreviewState {
  const values = useWatch({ control });
  const [state, setState] = useState<LivePreviewState>({ html: null, updating: true, problem: null });
  const latest = useRef(0);
  const asked = useRef<{ images: string; language: Language } | null>(null);
  const valuesKey = JSON.stringify(values);
  const imagesKey = JSON.stringify([images, library]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for `values`, `images` and `library`, new objects at every render.
  useEffect(() => {
    const urgent = asked.current === null || asked.current.images !== imagesKey || asked.current.language !== language;
    const timer = setTimeout(
      async () => {
        asked.current = { images: imagesKey, language };
        const request = ++latest.current;
        setState((previous) => ({ ...previous, updating: true }));
        try {
          const { html } = await apiRequest('POST', `${LIVE_PREVIEW_PREFIX}/${kind}/${id}`, LivePreviewSchema, {
            body: { language, values: { ...values, ...library }, images },
          });
          if (request === latest.current) setState({ html, updating: false, problem: null });
        } catch (error) {
          if (request === latest.current)
            setState((previous) => ({ ...previous, updating: false, problem: problemOf(error) }));
        }
      },
      urgent ? 0 : LIVE_PREVIEW_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [kind, id, valuesKey, imagesKey, language]);
  return state;
}
