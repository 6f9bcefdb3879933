import type { Control, FieldValues } from 'react-hook-form';
import { libraryReferences } from '#admin/resources/form/form-values.ts';
import type { Media } from '#shared/entities/media.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { LivePreviewWidth } from '#shared/payloads/live-preview.ts';
import LivePreviewPane from './LivePreviewPane.tsx';
import LivePreviewSheet from './LivePreviewSheet.tsx';
import { useChosenImages } from './use-chosen-images.ts';
import { useLivePreview } from './use-live-preview.ts';
import { usePreviewLanguage } from './use-preview-language.ts';

/**
 * The live preview of an item's page while its form is open: in the language of the admin, then
 * of the field being typed in, or as chosen; beside the form, or in a sheet over it (`sheet`),
 * which keeps following the form while closed so that it opens on the page as typed.
 */
export default function LivePreview({
  kind,
  id,
  control,
  fieldLanguages,
  chosenFiles,
  pickedMedia,
  width,
  onChooseWidth,
  sheet,
}: {
  kind: string;
  id: number;
  control: Control<FieldValues>;
  fieldLanguages: Record<string, Language>;
  chosenFiles: Record<string, File | null>;
  pickedMedia: Record<string, Media | null>;
  width: LivePreviewWidth;
  onChooseWidth: (width: LivePreviewWidth) => void;
  sheet: { isOpen: boolean; onOpenChange: (open: boolean) => void } | null;
}) {
  const [language, chooseLanguage] = usePreviewLanguage(control, fieldLanguages);
  const images = useChosenImages(chosenFiles);
  const library = libraryReferences(pickedMedia);
  const preview = useLivePreview({ kind, id, control, images, library, language });
  const pane = (onClose?: () => void) => (
    <LivePreviewPane
      preview={preview}
      language={language}
      width={width}
      onChooseLanguage={chooseLanguage}
      onChooseWidth={onChooseWidth}
      onClose={onClose}
    />
  );
  if (!sheet) return pane();
  return (
    <LivePreviewSheet isOpen={sheet.isOpen} onOpenChange={sheet.onOpenChange}>
      {pane(() => sheet.onOpenChange(false))}
    </LivePreviewSheet>
  );
}
