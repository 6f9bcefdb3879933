import type { ComponentType } from 'react';
import { Route } from 'react-router';
import HistoryPage from '../features/history/HistoryPage.tsx';
import UnitList from '../features/units/UnitList.tsx';
import ResourceForm from '../resources/form/ResourceForm.tsx';
import ResourceList from '../resources/lists/ResourceList.tsx';
import type { ResourceConfig } from '../resources/resource.ts';
import ResourceView from '../resources/view/ResourceView.tsx';
import { type FormKind, RESOURCES } from './forms.ts';
import { panelsOf } from './item-panels.tsx';

/** Kinds whose list is a screen of its own, where the generic list cannot do the job well. */
const OWN_LISTS: Partial<Record<FormKind, ComponentType>> = {
  // A building's inventory: its counts by status, and a status changed in the row.
  unit: UnitList,
};

/**
 * The list, add, view and edit routes of a kind, its item screens with the panels its descriptor
 * gives it (item-panels.tsx), and an item's history, naming the id as
 * docs/product.md#admin-routes does (`config.params`).
 */
function routesOf(config: ResourceConfig<Record<string, unknown>>) {
  const { view: viewParam, edit: editParam } = config.params;
  const OwnList = OWN_LISTS[config.entity.kind as FormKind];
  const panels = panelsOf(config);
  return [
    <Route
      key={`${config.entity.kind}-list`}
      path={config.paths.list}
      // Keyed by its kind, so that going from one list to another starts afresh: no selection,
      // view or order mode of the other list is carried over.
      element={
        OwnList ? <OwnList key={config.entity.kind} /> : <ResourceList key={config.entity.kind} config={config} />
      }
    />,
    <Route
      key={`${config.entity.kind}-add`}
      path={config.paths.add}
      element={<ResourceForm config={config} panels={panels.form} />}
    />,
    <Route
      key={`${config.entity.kind}-view`}
      path={config.paths.view(`:${viewParam}`)}
      element={<ResourceView config={config} param={viewParam} panels={panels.view} />}
    />,
    <Route
      key={`${config.entity.kind}-edit`}
      path={config.paths.edit(`:${editParam}`)}
      element={<ResourceForm config={config} param={editParam} panels={panels.form} />}
    />,
    <Route
      key={`${config.entity.kind}-history`}
      path={config.paths.history(`:${viewParam}`)}
      element={<HistoryPage config={config} param={viewParam} />}
    />,
  ];
}

/** The routes of every kind that admins write through a form. */
export const resourceRoutes = () => [...RESOURCES.values()].flatMap(routesOf);
