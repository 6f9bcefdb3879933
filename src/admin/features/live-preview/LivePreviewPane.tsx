import { useAdminText } from '#admin/i18n/admin-language.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { LIVE_PREVIEW_WIDTHS_PX, type LivePreviewWidth } from '#shared/payloads/live-preview.ts';
import PreviewFrame from './PreviewFrame.tsx';
import type { LivePreviewState } from './use-live-preview.ts';

const PROBLEM_TEXTS = { fields: 'waitsForFields', noPage: 'noPage', failed: 'failed' } as const;

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
 * The item's page as it will look, in the language and width shown pressed, with what it waits for
 * when the form cannot be shown yet; in a sheet, with the button that closes it (`onClose`).
 */
export default function LivePreviewPane({
  preview,
  language,
  width,
  onChooseLanguage,
  onChooseWidth,
  onClose,
}: {
  preview: LivePreviewState;
  language: Language;
  width: LivePreviewWidth;
  onChooseLanguage: (language: Language) => void;
  onChooseWidth: (width: LivePreviewWidth) => void;
  onClose?: (() => void) | undefined;
}) {
  const t = useAdminText();
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
        {onClose && (
          <button type="button" className="live-preview__close" aria-label={t.livePreview.close} onClick={onClose}>
            ×
          </button>
        )}
        <div className="live-preview__choices">
          <Choice
            label={t.livePreview.pageLanguage}
            options={LANGUAGES.map((option) => ({ value: option, text: t.languages.names[option] }))}
            current={language}
            onChoose={onChooseLanguage}
          />
          <Choice
            label={t.livePreview.screen}
            options={[
              { value: 'phone', text: t.livePreview.phone },
              { value: 'desktop', text: t.livePreview.desktop },
            ]}
            current={width}
            onChoose={onChooseWidth}
          />
        </div>
      </div>
      <p className={`live-preview__status${preview.problem ? ' live-preview__status--problem' : ''}`} role="status">
        {status}
      </p>
      {preview.html !== null && (
        <PreviewFrame html={preview.html} pageWidth={LIVE_PREVIEW_WIDTHS_PX[width]} title={t.livePreview.frame} />
      )}
    </section>
  );
}
