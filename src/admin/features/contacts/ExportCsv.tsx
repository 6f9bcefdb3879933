import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { downloadFile, logFailure } from '#admin/lib/api-client.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import type { InboxFilter } from '#shared/payloads/inbox.ts';
import { filterSearch } from './inbox-search.ts';

/**
 * Downloads the inbox as the filter narrows it, every page of it, as CSV in the admin's language:
 * through the API with the admin's token, under the name the API gives it.
 */
export default function ExportCsv({ filter }: { filter: InboxFilter }) {
  const words = useAdminText().inbox;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  const language = useAdminLanguage();
  const search = new URLSearchParams([...filterSearch(filter), ['language', language]]);

  async function exportCsv() {
    setBusy(true);
    setFailed(false);
    try {
      await downloadFile(`${CONTACT.api.more.inboxCsv}?${search}`, 'inbox.csv');
    } catch (error) {
      logFailure(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="inbox-export">
      <Button
        className="admin-button admin-button--ghost"
        isDisabled={busy}
        onPress={exportCsv}
        aria-describedby={hintId}
      >
        {busy ? words.exporting : words.export}
      </Button>
      <span id={hintId} className="visually-hidden">
        {words.exportHint}
      </span>
      {failed && (
        <p className="admin-field__error" role="alert">
          {words.exportFailed}
        </p>
      )}
    </div>
  );
}
