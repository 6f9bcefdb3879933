import type { FieldValues } from 'react-hook-form';

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
  const differing = labels.filter(([name]) => String(mine[name] ?? '') !== String(theirs[name] ?? ''));
  return (
    <section className="your-version" aria-labelledby="your-version-title">
      <h2 id="your-version-title" className="your-version__title">
        Your version, not saved
      </h2>
      <p className="admin-muted your-version__text">
        The form now shows the saved version. Copy what you need from yours below, then save.
      </p>
      {differing.length === 0 && <p className="your-version__text">Your text was the same as the saved version.</p>}
      <dl className="your-version__fields">
        {differing.map(([name, label]) => (
          <div key={name} className="your-version__field">
            <dt>{label}</dt>
            <dd className="your-version__value">
              <textarea readOnly aria-label={`Your ${label}`} value={String(mine[name] ?? '')} rows={3} />
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="admin-button admin-button--ghost" onClick={onDismiss}>
        Hide your version
      </button>
    </section>
  );
}
