import { apiRequest } from '#admin/lib/api-client.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { UNIT } from '#shared/entities/unit.ts';
import type { UnitColumnMapping } from '#shared/entities/unit-columns.ts';
import {
  UNIT_IMPORT_FILE_FIELD,
  type UnitImportPreview,
  UnitImportPreviewSchema,
  UnitImportResultSchema,
} from '#shared/payloads/unit-import.ts';

const { importPreview, importApply } = UNIT.api.more;

function formOf(file: File, fields: Record<string, string>) {
  const body = new FormData();
  body.append(UNIT_IMPORT_FILE_FIELD, file, file.name);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** What importing `file` into the building would do, by `mapping`, or by the one the API picks without it. */
export const previewImport = (buildingId: number, file: File, mapping: UnitColumnMapping | null) =>
  apiRequest('POST', fillPath(importPreview, { buildingId }), UnitImportPreviewSchema, {
    body: formOf(file, mapping ? { mapping: JSON.stringify(mapping) } : {}),
  });

/** Imports `file` as `preview` showed it; its publish is followed in the publish tray, as every write's is. */
export const applyImport = (buildingId: number, file: File, preview: UnitImportPreview) =>
  apiRequest('POST', fillPath(importApply, { buildingId }), UnitImportResultSchema, {
    body: formOf(file, { mapping: JSON.stringify(preview.mapping), token: preview.token }),
  });
