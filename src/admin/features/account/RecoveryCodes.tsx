import { useAdminText } from '#admin/i18n/admin-language.ts';

/** Ten recovery codes, shown once (after the first factor, or made anew), with a download; `onDone` hides them. */
export default function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const words = useAdminText().secondFactor;
  return (
    <div className="second-factor__codes">
      <h3>{words.codesTitle}</h3>
      <p>{words.codesIntro}</p>
      <ul className="second-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="admin-form__actions">
        <a
          className="admin-button admin-button--ghost"
          download={words.codesFile}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`}
        >
          {words.download}
        </a>
        <button type="button" className="admin-button" onClick={onDone}>
          {words.done}
        </button>
      </div>
    </div>
  );
}
