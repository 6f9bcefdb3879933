import type { FieldValues } from 'react-hook-form';
import { useAdminText } from '#admin/i18n/admin-language.ts';

/**
 * The text an admin had typed before loading another admin's version into the form: each field
 * that differs, read-only, to copy from.
 */
export default function YourVersion({
  labels,
  mine,
  theirs,
  onDismiss,
}: {
  labels: [name: string, label: string][];
  mine: FieldValues;
  theirs: FieldValues;
  onDismiss: () => void;
}) {
  const words = useAdminText().form.conflict;
  const differing = labels.filter(([name]) => String(mine[name] ?? '') !== String(theirs[name] ?? ''));
  return (
    <section className="your-version" aria-labelledby="your-version-title">
      <h2 id="your-version-title" className="your-version__title">
        {words.yours}
      </h2>
      <p className="admin-muted your-version__text">{words.yoursText}</p>
      {differing.length === 0 && <p className="your-version__text">{words.same}</p>}
      <dl className="your-version__fields">
        {differing.map(([name, label]) => (
          <div key={name} className="your-version__field">
            <dt>{label}</dt>
            <dd className="your-version__value">
              <textarea readOnly aria-label={words.yourField(label)} value={String(mine[name] ?? '')} rows={3} />
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="admin-button admin-button--ghost" onClick={onDismiss}>
        {words.hide}
      </button>
    </section>
  );
}
