import type { Control, FieldValues } from 'react-hook-form';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { LIVE_PREVIEW_WIDTHS_PX, type LivePreviewWidth } from '#shared/payloads/live-preview.ts';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import PreviewFrame from './PreviewFrame.tsx';
import { useChosenImages } from './use-chosen-images.ts';
import { useLivePreview } from './use-live-preview.ts';

const PROBLEM_TEXTS = { fields: 'waitsForFields', noPage: 'noPage', failed: 'failed' } as const;

export interface PreviewChoice {
  language: Language;
  width: LivePreviewWidth;
}

/** A row of buttons of which one is pressed: the preview's language, or its width. */
function Choice<T extends string>({
  label,
  options,
  current,
  onChoose,
}: {
  label: string;
  options: readonly { value: T; text: string }[];
  current: T;
  onChoose: (value: T) => void;
}) {
  return (
    <fieldset className="live-preview__choice">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="live-preview__option"
          aria-pressed={option.value === current}
          onClick={() => onChoose(option.value)}
        >
          {option.text}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The item's page as it will look, rendered from the unsaved form in the chosen language and
 * width, with what it waits for when the form cannot be shown yet.
 */
export default function LivePreviewPane({
  kind,
  id,
  control,
  chosenFiles,
  choice,
  onChoose,
}: {
  kind: string;
  id: number;
  control: Control<FieldValues>;
  chosenFiles: Record<string, File | null>;
  choice: PreviewChoice;
  onChoose: (choice: PreviewChoice) => void;
}) {
  const t = useAdminText();
  const images = useChosenImages(chosenFiles);
  const preview = useLivePreview({ kind, id, control, images, language: choice.language });
  const status = preview.problem
    ? t.livePreview[PROBLEM_TEXTS[preview.problem]]
    : preview.updating
      ? t.livePreview.updating
      : t.livePreview.notSaved;

  return (
    <section className="live-preview" aria-labelledby="live-preview-heading">
      <div className="live-preview__bar">
        <h2 id="live-preview-heading" className="live-preview__heading">
          {t.livePreview.heading}
        </h2>
        <Choice
          label={t.livePreview.pageLanguage}
          options={LANGUAGES.map((language) => ({ value: language, text: t.languages.names[language] }))}
          current={choice.language}
          onChoose={(language) => onChoose({ ...choice, language })}
        />
        <Choice
          label={t.livePreview.screen}
          options={[
            { value: 'phone', text: t.livePreview.phone },
            { value: 'desktop', text: t.livePreview.desktop },
          ]}
          current={choice.width}
          onChoose={(width) => onChoose({ ...choice, width })}
        />
      </div>
      <p className={`live-preview__status${preview.problem ? ' live-preview__status--problem' : ''}`} role="status">
        {status}
      </p>
      {preview.html !== null && (
        <PreviewFrame
          html={preview.html}
          pageWidth={LIVE_PREVIEW_WIDTHS_PX[choice.width]}
          title={t.livePreview.frame}
        />
      )}
    </section>
  );
}
