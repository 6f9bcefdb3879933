import type { Strings } from '#shared/i18n/dictionary.ts';
import type { ProjectListItem } from '#shared/entities/project.ts';

const KEYS = {
  Residential: 'projectTypeResidential',
  Hotel: 'projectTypeHotel',
  Commercial: 'projectTypeCommercial',
  'Mixed Use': 'projectTypeMixedUse',
  Office: 'projectTypeOffice',
} as const satisfies Record<ProjectListItem['projectType'], keyof Strings>;

/** The name of a project type in the page's language. */
export const projectTypeLabel = (type: ProjectListItem['projectType'], strings: Strings) => strings[KEYS[type]];
