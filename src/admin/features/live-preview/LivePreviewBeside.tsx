import { type ReactNode, useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { isLanguage } from '#shared/i18n/languages.ts';
import { PreviewKindSchema } from '#shared/payloads/preview.ts';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import LivePreviewPane, { type PreviewChoice } from './LivePreviewPane.tsx';

/** Whether the preview is open, in which language and width: kept in this browser from form to form. */
const STORAGE_KEY = 'adminLivePreview';

interface Kept extends PreviewChoice {
  open: boolean;
}

function readKept(fallback: Kept): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Kept> | null;
    return {
      open: kept?.open === true,
      language: isLanguage(kept?.language) ? kept.language : fallback.language,
      width: kept?.width === 'phone' || kept?.width === 'desktop' ? kept.width : fallback.width,
    };
  } catch {
    return fallback;
  }
}

/**
 * An item's form with, on request, the live preview of its page beside it (below it on a narrow
 * screen, where the preview keeps to the bottom of the window while the form scrolls above): for
 * the kinds with pages, once the item exists (docs/decisions/028-live-preview.md).
 */
export default function LivePreviewBeside({
  kind,
  id,
  control,
  chosenFiles,
  children,
}: {
  kind: string;
  id: number | null;
  control: Control<FieldValues>;
  chosenFiles: Record<string, File | null>;
  children: ReactNode;
}) {
  const t = useAdminText();
  const adminLanguage = useAdminLanguage();
  const [kept, setKept] = useState(() => readKept({ open: false, language: adminLanguage, width: 'desktop' }));
  const previewKind = PreviewKindSchema.safeParse(kind);
  if (id === null || !previewKind.success) return children;

  const keep = (next: Kept) => {
    setKept(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage can be blocked; the choice then lasts while the form is open.
    }
  };
  return (
    <div className={`live-preview-layout${kept.open ? ' live-preview-layout--open' : ''}`}>
      <label className="live-preview-toggle">
        <input
          type="checkbox"
          checked={kept.open}
          onChange={(event) => keep({ ...kept, open: event.target.checked })}
        />
        {t.livePreview.toggle}
      </label>
      <div className="live-preview-layout__form">{children}</div>
      {kept.open && (
        <LivePreviewPane
          kind={previewKind.data}
          id={id}
          control={control}
          chosenFiles={chosenFiles}
          choice={kept}
          onChoose={(choice) => keep({ ...kept, ...choice })}
        />
      )}
    </div>
  );
}
