import { ENTITIES } from '#shared/entities/entities.ts';
import { screenPaths } from '../routes.ts';

/** The nine kinds of content of the dashboard (SPEC §2), in its order, with what each holds. */
export const SECTIONS = ENTITIES.map((entity) => ({
  key: entity.kind,
  label: entity.admin.dashboard.label,
  to: screenPaths(entity).list,
  about: entity.admin.dashboard.about,
}));
