import { BUILDING, BuildingSchema } from '#shared/entities/building.ts';
import { FacadeZonesInputSchema } from '#shared/entities/facade-zones.ts';
import { EditConflictSchema, IdParamsSchema, IfMatchHeadersSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { acceptedVersions, sendUpdated } from './edit-versions.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/** A building's routes beyond those of every kind (content-routes.ts): its facade's zones. */
export function buildingRoutes(app: App, context: AppContext) {
  const buildings = context.content.of(BUILDING.kind);

  app.put(BUILDING.api.more.facade, {
    config: { access: 'editor' },
    schema: {
      tags: [BUILDING.noun.many],
      summary: 'Set the zones of a building’s floors on its facade image, and of its units on its floor plan',
      description:
        'Corners are fractions of the image (0 to 1), at least 3 a zone; each floor must have units of the building, ' +
        'each unit be on the floor it is drawn on. With If-Match, only while the building is at that version (412 ' +
        'otherwise). Publishes the building’s pages, its catalogue pages among them.',
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      body: FacadeZonesInputSchema,
      response: { 200: BuildingSchema, ...ADMIN_ERRORS, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { entity: building, eventId } = await buildings.update(request.params.id, request.body, write);
      return sendUpdated(reply, eventId, building.version, building);
    },
  });
}
