import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { downloadFile, logFailure } from '#admin/lib/api-client.ts';
import { UNIT_EXPORT_FORMATS, type UnitExportFormat } from '#shared/payloads/unit-import.ts';
import { exportUrl } from './unit-calls.ts';

const isFormat = (key: unknown): key is UnitExportFormat => UNIT_EXPORT_FORMATS.some((format) => format === key);

/**
 * On a building's units screen: its units downloaded as a spreadsheet, CSV or .xlsx, headed and
 * worded in the admin's language, which an import reads back unchanged.
 */
export default function ExportUnits({ buildingId }: { buildingId: number }) {
  const words = useAdminText().unitImport;
  const language = useAdminLanguage();
  const [busy, setBusy] = useState(false);

  async function download(format: UnitExportFormat) {
    setBusy(true);
    try {
      await downloadFile(exportUrl(buildingId, format, language), `units.${format}`);
    } catch (error) {
      logFailure(error);
      notify(words.exportFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <MenuTrigger>
      <Button className="admin-button admin-button--ghost" isPending={busy}>
        {busy ? words.exporting : words.export}
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="unit-export-menu" placement="bottom end">
        <Menu onAction={(key) => isFormat(key) && download(key)}>
          {UNIT_EXPORT_FORMATS.map((format) => (
            <MenuItem key={format} id={format} className="unit-export-menu__item">
              {words.exportAs[format]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
