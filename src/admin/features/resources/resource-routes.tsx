import { Route } from 'react-router';
import { buildingResource } from '../buildings/building-resource.ts';
import HistoryPage from '../history/HistoryPage.tsx';
import { newsResource } from '../news/news-resource.ts';
import { projectResource } from '../projects/project-resource.ts';
import { catalogResource } from '../catalogs/catalog-resource.ts';
import { categoryResource } from '../categories/category-resource.ts';
import { vacancyResource } from '../vacancies/vacancy-resource.ts';
import ResourceForm from './ResourceForm.tsx';
import ResourceList from './ResourceList.tsx';
import ResourceView from './ResourceView.tsx';
import type { ResourceConfig } from './resource.ts';

/**
 * The list, add, view and edit routes of a kind, and an item's history; `viewParam` and
 * `editParam` name the id as docs/product.md#screens-and-routes does.
 */
function routesOf<T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  viewParam: string,
  editParam = viewParam,
) {
  return [
    <Route
      key={`${config.key}-list`}
      path={config.paths.list}
      // Keyed by its kind, so that going from one list to another starts afresh: no selection,
      // view or order mode of the other list is carried over.
      element={<ResourceList key={config.key} config={config} />}
    />,
    <Route key={`${config.key}-add`} path={config.paths.add} element={<ResourceForm config={config} />} />,
    <Route
      key={`${config.key}-view`}
      path={config.paths.view(`:${viewParam}`)}
      element={<ResourceView config={config} param={viewParam} />}
    />,
    <Route
      key={`${config.key}-edit`}
      path={config.paths.edit(`:${editParam}`)}
      element={<ResourceForm config={config} param={editParam} />}
    />,
    <Route
      key={`${config.key}-history`}
      path={config.paths.history(`:${viewParam}`)}
      element={<HistoryPage config={config} param={viewParam} />}
    />,
  ];
}

/** The routes of the six kinds that admins write through forms. */
export const resourceRoutes = () => [
  ...routesOf(projectResource, 'projectId'),
  ...routesOf(categoryResource, 'categoryId'),
  ...routesOf(vacancyResource, 'staffId'),
  ...routesOf(newsResource, 'newsId'),
  ...routesOf(buildingResource, 'buildingId'),
  // docs/product.md#screens-and-routes names the catalogue's id salesCatalogId in one place and catalogId in another.
  ...routesOf(catalogResource, 'salesCatalogId', 'catalogId'),
];
