import { BUILDING, BuildingSchema } from '#shared/entities/building.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { FacadeZonesInputSchema } from '#shared/entities/facade-zones.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import { EditConflictSchema, IdParamsSchema, IfMatchHeadersSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import { checkFacadeZones } from '../buildings/facade-rules.ts';
import type { App, AppContext } from '../context.ts';
import { firstCatalogTitles } from '../repositories/catalog-titles.ts';
import { acceptedVersions, sendUpdated } from './edit-versions.ts';
import { ADMIN_ERRORS } from './error-responses.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function buildingRoutes(app: App, context: AppContext) {
  const buildings = registerResourceRoutes(app, context, BUILDING, {
    dependants: [
      { entity: CATALOG, foreignKey: 'buildingId' },
      { entity: UNIT, foreignKey: 'buildingId' },
    ],
    check: checkFacadeZones,
    publish: {
      // Its own read: its page and its catalogue pages (their facade picker among them).
      tags: (id) => [TAGS.building(id), feedChunkTag(BUILDING.kind, id)],
      lists: [TAGS.buildingList],
      neighbour: TAGS.building,
      // Its catalogues go with it.
      deleted: (id) => [TAGS.catalogsOfBuilding(id), TAGS.catalogList],
    },
    decorateItems: async (db, items) => {
      const titles = await firstCatalogTitles(
        db,
        items.map((item) => item.buildingId as number),
      );
      return items.map((item) => ({
        ...item,
        catalogTitle: titles.get(item.buildingId as number)?.catalogTitle ?? null,
        titulliKatalog: titles.get(item.buildingId as number)?.titulliKatalog ?? null,
      }));
    },
  });

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
