import { CONTACT } from '#shared/entities/contact.ts';
import { IdParamsSchema, MessageSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { eraseContacts } from '../privacy/erase-contacts.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

const REMOVE = CONTACT.api.remove;

/**
 * The right to erasure: an admin deletes a contact message or a job application at once, with its
 * CV and the emails about it. Nothing of it is kept, not even in the trash; the activity line
 * names it by its id and reference, never by the person's name.
 */
export function contactErasureRoutes(app: App, context: AppContext) {
  app.delete(REMOVE, {
    config: { access: 'admin' },
    schema: {
      tags: [CONTACT.noun.many],
      summary: 'Delete a contact message or job application at once, with its CV and emails (the right to erasure)',
      params: IdParamsSchema,
      response: { 200: MessageSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const actor = signedInOf(request).user.username;
      const [deleted] = await eraseContacts(context, { contactId: request.params.id }, ([contact]) =>
        contact
          ? {
              actor,
              action: 'contact-delete',
              kind: CONTACT.kind,
              entityId: contact.contactId,
              summary: `Deleted ${contact.kind === 'application' ? 'application' : 'message'} #${contact.contactId} (${contact.reference}) at once, with its ${contact.cvUrl ? 'CV and ' : ''}emails`,
              details: { reference: contact.reference, application: contact.kind === 'application' },
            }
          : null,
      );
      if (!deleted) throw notFound(CONTACT.noun.one);
      return { message: 'Contact deleted successfully!' };
    },
  });
}
