import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { UNIT } from '#shared/entities/unit.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import {
  UNIT_IMPORT_FILE_FIELD,
  UnitExportQuerySchema,
  UnitImportPreviewSchema,
  UnitImportResultSchema,
  unitImportApplyBody,
  unitImportBody,
} from '#shared/payloads/unit-import.ts';
import { IdSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { listRows } from '../repositories/resource-table.ts';
import { tableOf } from '../repositories/table-shape.ts';
import { exportUnits } from '../units/export-units.ts';
import { unitImportService } from '../units/unit-import-service.ts';
import { type TempUpload, UploadSchema } from '../uploads/temp-upload.ts';
import { ADMIN_ERRORS, UPLOAD_ERRORS } from './error-responses.ts';

const BuildingParamsSchema = z.object({ buildingId: IdSchema });
const fileOf = (body: Record<string, unknown>) => readFile((body[UNIT_IMPORT_FILE_FIELD] as TempUpload).path);

/** The import of a building's units from a spreadsheet, its preview and its export (docs/decisions/030-spreadsheet-import.md). */
export function unitImportRoutes(app: App, context: AppContext) {
  const imports = unitImportService(context);
  const { more } = UNIT.api;
  const tags = [UNIT.noun.many];

  app.post(more.importPreview, {
    config: { access: 'editor' },
    schema: {
      tags,
      summary: 'What importing a spreadsheet (.xlsx or CSV) into a building would do; writes nothing',
      description:
        'Multipart: the file, and the mapping of its columns (JSON, field → heading) when the admin chose one; ' +
        'without it, the building’s remembered mapping, then the headings in either language.',
      consumes: ['multipart/form-data'],
      params: BuildingParamsSchema,
      body: unitImportBody(UploadSchema),
      response: { 200: UnitImportPreviewSchema, ...ADMIN_ERRORS, ...UPLOAD_ERRORS },
    },
    handler: async (request) =>
      imports.preview(request.params.buildingId, await fileOf(request.body), request.body.mapping),
  });

  app.post(more.importApply, {
    config: { access: 'editor' },
    schema: {
      tags,
      summary: 'Import a previewed spreadsheet into a building: every unit or none, one publish',
      description:
        'Multipart: the same file and mapping as the preview, and its token. Refused with 409 when the units, ' +
        'the file or the mapping changed since the preview, and with 400 while any row is refused.',
      consumes: ['multipart/form-data'],
      params: BuildingParamsSchema,
      body: unitImportApplyBody(UploadSchema),
      response: { 200: UnitImportResultSchema, ...ADMIN_ERRORS, ...UPLOAD_ERRORS },
    },
    handler: async (request, reply) => {
      const { mapping, token } = request.body;
      const actor = signedInOf(request).user.username;
      const bytes = await fileOf(request.body);
      const { counts, eventId } = await imports.apply(request.params.buildingId, bytes, mapping, token, actor);
      if (eventId !== null) reply.header(PUBLISH_EVENT_HEADER, String(eventId));
      return counts;
    },
  });

  app.get(more.export, {
    config: { access: 'editor' },
    schema: {
      tags,
      summary: 'A building’s units as a spreadsheet (.xlsx or CSV) that an import reads back unchanged',
      description: 'Headings and words in `language`; CSV in UTF-8, in Albanian with semicolons and decimal commas.',
      params: BuildingParamsSchema,
      querystring: UnitExportQuerySchema,
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      const { buildingId } = request.params;
      const { format, language } = request.query;
      const units = await listRows(context.db, tableOf(UNIT), { where: { buildingId } });
      const { bytes, contentType } = await exportUnits(units, format, language);
      const name = `units-building-${buildingId}-${new Date().toISOString().slice(0, 10)}.${format}`;
      return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  });
}
