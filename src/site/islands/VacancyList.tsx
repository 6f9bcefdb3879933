import { VACANCIES_PAGE_SIZE } from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { VacancyCardData } from '../data/views/vacancy-view.ts';
import { useLanguage } from '../stores/language.ts';
import VacancyCard from './cards/VacancyCard.tsx';
import PagedList from './shared/PagedList.tsx';

interface Props {
  first: VacancyCardData[];
  more: boolean;
  labelledBy: string;
}

/** The vacancies, VACANCIES_PAGE_SIZE at a time, Load More adding as many again (docs/product.md#states-and-transitions). */
export default function VacancyList({ first, more, labelledBy }: Props) {
  const strings = stringsFor(useLanguage());
  return (
    <PagedList
      list="vacancy"
      first={first}
      more={more}
      pageSize={VACANCIES_PAGE_SIZE}
      label={strings.vacanciesLoadMore}
      className="vacancies__list"
      labelledBy={labelledBy}
      empty={<p className="vacancies__empty">{strings.noVacancies}</p>}
      announce={(shown, total) => fillTemplate(strings.vacanciesShowing, { shown, total: total ?? shown })}
      renderCard={(vacancy, index) => <VacancyCard key={vacancy.id} vacancy={vacancy} position={index + 1} />}
    />
  );
}
