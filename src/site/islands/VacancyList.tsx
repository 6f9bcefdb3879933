import { VACANCIES_PAGE_SIZE } from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { useLanguage } from '../stores/language.ts';
import type { JobCardData } from '../data/views/vacancy-view.ts';
import JobCard from './cards/JobCard.tsx';
import PagedList from './shared/PagedList.tsx';
import { fillTemplate } from './shared/fill-template.ts';

interface Props {
  first: JobCardData[];
  more: boolean;
  labelledBy: string;
}

/** The vacancies, VACANCIES_PAGE_SIZE at a time, Load More adding as many again (SPEC §4). */
export default function VacancyList({ first, more, labelledBy }: Props) {
  const strings = stringsFor(useLanguage());
  return (
    <PagedList
      list="vacancy"
      first={first}
      more={more}
      pageSize={VACANCIES_PAGE_SIZE}
      label={strings.jobsLoadMore}
      className="vacancies__list"
      labelledBy={labelledBy}
      empty={<p className="vacancies__empty">{strings.noVacancies}</p>}
      announce={(shown, total) => fillTemplate(strings.jobsShowing, { shown, total: total ?? shown })}
      renderCard={(job, index) => <JobCard key={job.id} job={job} position={index + 1} />}
    />
  );
}
