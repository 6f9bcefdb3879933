import { z } from 'zod';
import { CONTACT, ContactSchema } from '#shared/entities/contact.ts';
import {
  ContactNoteInputSchema,
  ContactNoteSchema,
  ContactStateInputSchema,
  InboxCsvQuerySchema,
  InboxPageSchema,
  InboxQuerySchema,
} from '#shared/payloads/inbox.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { inboxCsv, inboxCsvName } from '../inbox/inbox-csv.ts';
import { insertActivity } from '../repositories/activity.ts';
import { insertContactNote, listContactNotes } from '../repositories/contact-notes.ts';
import { findContact } from '../repositories/contacts.ts';
import {
  appliedVacancies,
  askedBuildings,
  askedUnits,
  readInbox,
  readInboxPage,
  setContactState,
} from '../repositories/inbox.ts';
import { toContact } from './contacts.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

const { inbox, inboxCsv: inboxCsvPath, state, notes } = CONTACT.api.more;

/**
 * The staff's inbox (ROLE_ADMIN, docs/decisions/019-inbox.md): contact messages, inquiries about
 * units and applications a page at a time, as CSV, their states and internal notes. State changes and notes are recorded in
 * the activity log by the contact's reference, never by what the visitor wrote.
 */
export function inboxRoutes(app: App, { db }: AppContext) {
  async function existing(contactId: number) {
    const row = await findContact(db, contactId);
    if (!row) throw notFound('Contact');
    return row;
  }

  app.get(inbox, {
    config: { access: 'admin' },
    schema: {
      tags: [CONTACT.noun.many],
      summary:
        'The inbox: contact messages, inquiries about units and applications, newest first, a page at a time; q searches names, email, phone, reference, message and the unit’s reference, ignoring case and accents',
      description:
        'An inquiry carries its unit as it is now (reference, building, sales category, status); `buildingId` and `unitId` narrow to the inquiries about a building’s units or one unit.',
      querystring: InboxQuerySchema,
      response: { 200: InboxPageSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const [{ rows, total }, vacancies, buildings, units] = await Promise.all([
        readInboxPage(db, filter, { page, pageSize }),
        appliedVacancies(db),
        askedBuildings(db),
        askedUnits(db, filter.unitId),
      ]);
      return { items: rows.map(toContact), total, page, pageSize, vacancies, buildings, units };
    },
  });

  app.get(inboxCsvPath, {
    config: { access: 'admin' },
    schema: {
      tags: [CONTACT.noun.many],
      summary:
        'The inbox as CSV (UTF-8 with a byte-order mark, RFC 4180), with the filters of the inbox, every page, as an attachment; headings, types and states in `language` (en unless asked)',
      querystring: InboxCsvQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }), ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      const { language, ...filter } = request.query;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${inboxCsvName(new Date())}"`)
        .header('Cache-Control', 'private, no-store')
        .send(inboxCsv(await readInbox(db, filter), language));
    },
  });

  app.put(state, {
    config: { access: 'admin' },
    schema: {
      tags: [CONTACT.noun.many],
      summary: 'Move a contact to another state of the inbox (new, read, answered, archived); answers the contact',
      params: IdParamsSchema,
      body: ContactStateInputSchema,
      response: { 200: ContactSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { reference, kind } = await existing(id);
      const { state: next } = request.body;
      await db.transaction().execute(async (trx) => {
        if (!(await setContactState(trx, id, next))) return;
        await insertActivity(trx, {
          actor: signedInOf(request).user.username,
          action: 'contact-state',
          kind: CONTACT.kind,
          entityId: id,
          summary: `Marked contact ${reference} ${next}.`,
          details: { reference, application: kind === 'application', state: next },
        });
      });
      return toContact(await existing(id));
    },
  });

  app.get(notes, {
    config: { access: 'admin' },
    schema: {
      tags: [CONTACT.noun.many],
      summary: "A contact's internal notes, oldest first",
      params: IdParamsSchema,
      response: { 200: z.array(ContactNoteSchema), ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      await existing(request.params.id);
      return listContactNotes(db, request.params.id);
    },
  });

  app.post(notes, {
    config: { access: 'admin' },
    schema: {
      tags: [CONTACT.noun.many],
      summary: 'Add an internal note to a contact, which only admins read; answers the note',
      params: IdParamsSchema,
      body: ContactNoteInputSchema,
      response: { 201: ContactNoteSchema, ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { reference, kind } = await existing(id);
      const author = signedInOf(request).user.username;
      const note = await db.transaction().execute(async (trx) => {
        const added = await insertContactNote(trx, { contactId: id, text: request.body.text, author });
        await insertActivity(trx, {
          actor: author,
          action: 'contact-note',
          kind: CONTACT.kind,
          entityId: id,
          summary: `Added a note to contact ${reference}.`,
          details: { reference, application: kind === 'application' },
        });
        return added;
      });
      return reply.code(201).send(note);
    },
  });
}
