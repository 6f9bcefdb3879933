import { z } from 'zod';
import { HONEYPOT_FIELD } from '#shared/domain-values.ts';
import {
  CONTACT,
  ContactInputSchema,
  ContactSchema,
  contactIssues,
  UNIT_UNAVAILABLE_MESSAGE,
} from '#shared/entities/contact.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { IdParamsSchema, MessageSchema } from '#shared/schemas/common.ts';
import type { App, AppContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { contactMails } from '../mail/contact-mails.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import { type ContactRow, findContact, insertContact, isUnitOnSite, listContacts } from '../repositories/contacts.ts';
import { insertMails } from '../repositories/mails.ts';
import { rowExists } from '../repositories/resource-table.ts';
import { FileChanges } from '../uploads/file-changes.ts';
import { checkUpload, storedFiles, storeUpload } from '../uploads/stored-files.ts';
import { UploadSchema } from '../uploads/temp-upload.ts';
import { ADMIN_ERRORS, PUBLIC_ERRORS, UPLOAD_ERRORS } from './error-responses.ts';

export interface ContactRateLimit {
  max: number;
  timeWindowMs: number;
}

const cvDownloadUrl = (contactId: number) => fillPath(CONTACT.api.more.cv, contactId);
const [{ path: adminList }] = CONTACT.api.lists;

export function toContact(row: ContactRow): z.infer<typeof ContactSchema> {
  return { ...row, cvUrl: row.cvUrl ? cvDownloadUrl(row.contactId) : null };
}

export function contactRoutes(app: App, context: AppContext, rateLimit: ContactRateLimit) {
  const { db, storage, dispatcher, mail } = context;

  app.post(CONTACT.api.save, {
    config: { access: 'public', rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } },
    schema: {
      tags: ['Contacts'],
      summary: 'Send a contact message, ask about a unit for sale (unitId), or apply for a vacancy with a CV (PDF)',
      description:
        'A message naming `unitId` is an inquiry about that unit, which must be one the site shows (400 naming `unitId` otherwise); an application names no unit.',
      consumes: ['multipart/form-data', 'application/json'],
      body: ContactInputSchema.extend({ cvUrl: UploadSchema.optional() }),
      response: {
        201: MessageSchema,
        ...PUBLIC_ERRORS,
        ...UPLOAD_ERRORS,
        429: PUBLIC_ERRORS[400],
        503: PUBLIC_ERRORS[400],
      },
    },
    handler: async (request, reply) => {
      const { cvUrl: cv, [HONEYPOT_FIELD]: honeypot, staffId, unitId, consent, ...fields } = request.body;
      const received = { message: 'Form created successfully!' };
      // A filled honeypot is a bot: it is told all went well, and nothing is kept.
      if (honeypot) return reply.code(201).send(received);

      const issues = contactIssues(request.body, cv !== undefined);
      if (staffId !== undefined && !(await rowExists(db, VACANCY.table, VACANCY.idField, staffId))) {
        issues.staffId = 'This vacancy is no longer open.';
      }
      // A visitor asks only about a unit the site offers; one it no longer shows is no longer for sale.
      if (unitId !== undefined && !issues.unitId && !(await isUnitOnSite(db, unitId))) {
        issues.unitId = UNIT_UNAVAILABLE_MESSAGE;
      }
      if (Object.keys(issues).length > 0) throw badRequest(issues);
      if (cv) await checkUpload('cv', 'cvUrl', cv);

      const changes = new FileChanges(storage.files);
      const { eventId } = await changes.apply(async () => {
        const cvUrl = cv ? await storeUpload(storage, 'cv', 'cvUrl', cv, changes) : null;
        return commitWithEvent(db, dispatcher, async (trx) => {
          const kind = cv ? 'application' : unitId !== undefined ? 'inquiry' : 'message';
          // An application came with the applicant's consent (contactIssues); a message asks for none.
          const consentAt = kind === 'application' && consent === true ? new Date().toISOString() : null;
          const { contactId } = await insertContact(trx, {
            ...fields,
            kind,
            staffId: staffId ?? null,
            unitId: unitId ?? null,
            cvUrl,
            consentAt,
          });
          // Its emails commit with it, or neither does (docs/decisions/018-mail.md).
          if (mail.settings.transportUrl) {
            const contact = await findContact(trx, contactId);
            if (contact) await insertMails(trx, contactMails(contact, mail.settings));
          }
          // No page shows contacts; the event records the write like any other.
          return { result: contactId, change: { kind: 'contact', entityId: contactId, operation: 'create', tags: [] } };
        });
      });
      mail.sender.wake();
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).code(201).send(received);
    },
  });

  app.get(adminList, {
    config: { access: 'admin' },
    schema: {
      tags: ['Contacts'],
      summary: 'All contact messages, inquiries about units and job applications, newest first',
      response: { 200: z.array(ContactSchema), ...ADMIN_ERRORS },
    },
    handler: async () => (await listContacts(db)).map(toContact),
  });

  app.get(CONTACT.api.single, {
    config: { access: 'admin' },
    schema: {
      tags: ['Contacts'],
      summary: 'One contact message, inquiry about a unit or job application',
      params: IdParamsSchema,
      response: { 200: ContactSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const row = await findContact(db, request.params.id);
      if (!row) throw notFound('Contact');
      return toContact(row);
    },
  });

  app.get(CONTACT.api.more.cv, {
    config: { access: 'admin' },
    schema: {
      tags: ['Contacts'],
      summary: "Download an application's CV (PDF, as an attachment)",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      const row = await findContact(db, request.params.id);
      const [key] = row ? storedFiles('cv', row.cvUrl) : [];
      const file = key ? await storage.files.read(key) : null;
      if (!row || !file) throw notFound('CV');
      const name = `CV ${row.firstName} ${row.lastName}`.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'CV';
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="cv.pdf"; filename*=UTF-8''${encodeURIComponent(name)}.pdf`,
        )
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', file.bytes)
        .send(file.body);
    },
  });
}
