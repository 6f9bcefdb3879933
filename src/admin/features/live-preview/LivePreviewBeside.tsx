import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { FormRow } from '#admin/resources/resource.ts';
import { BREAKPOINT_MD_PX } from '#shared/constants.ts';
import type { Media } from '#shared/entities/media.ts';
import { LIVE_PREVIEW_WIDTHS_PX, type LivePreviewWidth } from '#shared/payloads/live-preview.ts';
import { PreviewKindSchema } from '#shared/payloads/preview.ts';
import LivePreview from './LivePreview.tsx';
import { pairFieldLanguages } from './typed-language.ts';
import { useWidthAtLeast } from './use-width-at-least.ts';

/** Whether the preview is open, and the width the editor chose for it: kept in this browser from form to form. */
const STORAGE_KEY = 'adminLivePreview';

/** The narrowest the form gets beside the preview: its pairs of fields keep room for a title. */
const FORM_MIN_WIDTH_PX = 640;
/** The narrowest the preview gets beside the form: a phone's page at nine tenths of its size. */
const PREVIEW_MIN_WIDTH_PX = 352;
/** Where both fit, with the gap between them (`--space-4`), the preview stands beside the form. */
const BESIDE_MIN_WIDTH_PX = FORM_MIN_WIDTH_PX + PREVIEW_MIN_WIDTH_PX + 16;

interface Kept {
  open: boolean;
  /** Only a width the editor chose: until then the screen decides. */
  chosenWidth?: LivePreviewWidth;
}

const isWidth = (value: unknown): value is LivePreviewWidth =>
  typeof value === 'string' && Object.hasOwn(LIVE_PREVIEW_WIDTHS_PX, value);

function readKept(): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Kept> | null;
    const chosenWidth = kept?.chosenWidth;
    return { open: kept?.open === true, ...(isWidth(chosenWidth) ? { chosenWidth } : {}) };
  } catch {
    return { open: false };
  }
}

/** A phone's screen shows a phone's page, which it can show at nearly its own size; a wider one a desktop's. */
const widthForScreen = (): LivePreviewWidth =>
  window.matchMedia(`(max-width: ${BREAKPOINT_MD_PX - 1}px)`).matches ? 'phone' : 'desktop';

/**
 * An item's form with, on request, the live preview of its page: beside the form where both fit,
 * otherwise in a sheet over it that a button at the bottom of the screen opens wherever the editor
 * is in the form. For the kinds with pages, once the item exists (docs/decisions/028-live-preview.md).
 */
export default function LivePreviewBeside({
  kind,
  id,
  control,
  rows,
  chosenFiles,
  pickedMedia,
  children,
}: {
  kind: string;
  id: number | null;
  control: Control<FieldValues>;
  rows: FormRow[];
  chosenFiles: Record<string, File | null>;
  pickedMedia: Record<string, Media | null>;
  children: ReactNode;
}) {
  const t = useAdminText();
  const [layout, beside] = useWidthAtLeast(BESIDE_MIN_WIDTH_PX);
  const [kept, setKept] = useState(readKept);
  const [sheetOpen, setSheetOpen] = useState(false);
  const fieldLanguages = useMemo(() => pairFieldLanguages(rows), [rows]);
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
  const arrangement = !kept.open ? '' : beside ? ' live-preview-layout--beside' : ' live-preview-layout--sheet';
  const sizes = {
    '--live-preview-form-min': `${FORM_MIN_WIDTH_PX}px`,
    '--live-preview-pane-min': `${PREVIEW_MIN_WIDTH_PX}px`,
  } as CSSProperties;
  return (
    <div ref={layout} className={`live-preview-layout${arrangement}`} style={sizes}>
      <label className="live-preview-toggle">
        <input
          type="checkbox"
          checked={kept.open}
          onChange={(event) => {
            keep({ ...kept, open: event.target.checked });
            // Turned on where it does not fit beside the form, the preview shows at once.
            setSheetOpen(event.target.checked);
          }}
        />
        {t.livePreview.toggle}
      </label>
      <div className="live-preview-layout__form">{children}</div>
      {kept.open && (
        <LivePreview
          kind={previewKind.data}
          id={id}
          control={control}
          fieldLanguages={fieldLanguages}
          chosenFiles={chosenFiles}
          pickedMedia={pickedMedia}
          width={kept.chosenWidth ?? widthForScreen()}
          onChooseWidth={(chosenWidth) => keep({ ...kept, chosenWidth })}
          sheet={beside ? null : { isOpen: sheetOpen, onOpenChange: setSheetOpen }}
        />
      )}
    </div>
  );
}
