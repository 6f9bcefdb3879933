import { LIST_PAGE_SIZE } from '#shared/constants.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { BuildingCardData } from '../data/views/building-view.ts';
import { useLanguage } from '../stores/language.ts';
import BuildingCard from './cards/BuildingCard.tsx';
import PagedList from './shared/PagedList.tsx';

interface Props {
  first: BuildingCardData[];
  more: boolean;
  labelledBy: string;
}

/** The buildings of the sales catalogues, LIST_PAGE_SIZE at a time, each leading to its categories. */
export default function BuildingGrid({ first, more, labelledBy }: Props) {
  const strings = stringsFor(useLanguage());
  return (
    <PagedList
      list="building"
      first={first}
      more={more}
      pageSize={LIST_PAGE_SIZE}
      label={strings.listShowMore}
      className="sales__grid"
      labelledBy={labelledBy}
      empty={null}
      announce={(shown, total) => fillTemplate(strings.listShowing, { shown, total: total ?? shown })}
      renderCard={(building) => <BuildingCard key={building.id} building={building} more={strings.buildingOpen} />}
    />
  );
}
