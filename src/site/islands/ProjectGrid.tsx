import { LIST_PAGE_SIZE } from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { ProjectTileData } from '../data/views/project-view.ts';
import { useLanguage } from '../stores/language.ts';
import ProjectTile from './cards/ProjectTile.tsx';
import PagedList from './shared/PagedList.tsx';

interface Props {
  first: ProjectTileData[];
  more: boolean;
  labelledBy: string;
}

/** The company's projects, LIST_PAGE_SIZE at a time, each leading to its page. */
export default function ProjectGrid({ first, more, labelledBy }: Props) {
  const strings = stringsFor(useLanguage());
  return (
    <PagedList
      list="project"
      first={first}
      more={more}
      pageSize={LIST_PAGE_SIZE}
      label={strings.listShowMore}
      className="projects__grid"
      labelledBy={labelledBy}
      empty={null}
      announce={(shown, total) => fillTemplate(strings.listShowing, { shown, total: total ?? shown })}
      renderCard={(project) => <ProjectTile key={project.id} project={project} more={strings.projectOpen} />}
    />
  );
}
