import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, createRoutesFromElements, Link, Route, RouterProvider } from 'react-router';
import { CONTACT } from '#shared/entities/contact.ts';
import { MEDIA } from '#shared/entities/media.ts';
import AccountPage from './features/account/AccountPage.tsx';
import AccountsPage from './features/accounts/AccountsPage.tsx';
import ActivityPage from './features/activity/ActivityPage.tsx';
import { buildingResource } from './features/buildings/building-resource.ts';
import ContactList from './features/contacts/ContactList.tsx';
import ContactView from './features/contacts/ContactView.tsx';
import Dashboard from './features/dashboard/Dashboard.tsx';
import FacadePage from './features/facade/FacadePage.tsx';
import HistoryPage from './features/history/HistoryPage.tsx';
import ImageCollectionAdd from './features/images/ImageCollectionAdd.tsx';
import ImageCollectionList from './features/images/ImageCollectionList.tsx';
import { galleryCollection, newsImageCollection } from './features/images/image-collection.ts';
import LoginPage from './features/login/LoginPage.tsx';
import ResetPasswordPage from './features/login/ResetPasswordPage.tsx';
import MediaChooser from './features/media/MediaChooser.tsx';
import MediaLibrary from './features/media/MediaLibrary.tsx';
import MediaScreen from './features/media/MediaScreen.tsx';
import { MEDIA_SCREENS } from './features/media/media-screens.ts';
import TrashPage from './features/trash/TrashPage.tsx';
import ImportUnits from './features/unit-import/ImportUnits.tsx';
import { resourceRoutes } from './forms/resource-routes.tsx';
import AdminOnly from './layout/AdminOnly.tsx';
import { ApiRequestError, listenForPublishEvents } from './lib/api-client.ts';
import { trackPublish } from './lib/publish-tracker.ts';
import {
  ACCOUNT_PATH,
  ACCOUNTS_PATH,
  ACTIVITY_PATH,
  buildingFacadePath,
  DASHBOARD_PATH,
  LOGIN_PATH,
  PASSWORD_RESET_PATH,
  screenPaths,
  TRASH_PATH,
  UNIT_IMPORT_PATH,
} from './lib/routes.ts';
import { $session, $sessionEnded } from './lib/session.ts';
import RequireEditor from './RequireEditor.tsx';
import { LibraryChooser } from './resources/form/library-chooser.ts';
import './admin.css';
import { useAdminText } from './i18n/admin-language.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (404, 401) will not change on a second try; a network failure may.
      retry: (failures, error) => !(error instanceof ApiRequestError) && failures < 2,
    },
  },
});

// Every write whose answer names its change event is followed until it is live (the publish tray).
listenForPublishEvents(trackPublish);

// What one account read is not shown to the next in this browser: the cache goes at a log-out and
// when another account signs in. A session that expired and is renewed by the same account keeps
// it, so that the screen the admin was working on comes back as it was.
let cachedFor = $session.get()?.userId;
$session.listen((session) => {
  if (session ? session.userId === cachedFor : $sessionEnded.get() !== 'logout') return;
  queryClient.clear();
  cachedFor = session?.userId;
});

/**
 * The admin's screens: /loginadmin and every /adminpage route of docs/product.md#screens-and-routes. A data router, so that a
 * screen with unsaved work can hold a navigation until the admin says (use-unsaved-changes.ts).
 */
const adminRoutes = () =>
  createRoutesFromElements(
    <>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route path={PASSWORD_RESET_PATH} element={<ResetPasswordPage />} />
      <Route path={DASHBOARD_PATH} element={<RequireEditor />}>
        <Route index element={<Dashboard />} />
        {resourceRoutes()}
        {[galleryCollection, newsImageCollection].flatMap((collection) => [
          <Route
            key={`${collection.entity.kind}-list`}
            path={collection.paths.list}
            element={<ImageCollectionList collection={collection} />}
          />,
          <Route
            key={`${collection.entity.kind}-add`}
            path={collection.paths.add}
            element={<ImageCollectionAdd collection={collection} />}
          />,
        ])}
        <Route path={MEDIA_SCREENS.paths.list} element={<MediaLibrary />} />
        <Route path={MEDIA_SCREENS.paths.view(`:${MEDIA.admin.viewParam}`)} element={<MediaScreen />} />
        <Route
          path={MEDIA_SCREENS.paths.history(`:${MEDIA.admin.viewParam}`)}
          element={<HistoryPage config={MEDIA_SCREENS} param={MEDIA.admin.viewParam} />}
        />
        <Route element={<AdminOnly />}>
          <Route path={screenPaths(CONTACT).list} element={<ContactList />} />
          <Route path={screenPaths(CONTACT).view(`:${CONTACT.admin.viewParam}`)} element={<ContactView />} />
          <Route path={ACCOUNTS_PATH} element={<AccountsPage />} />
          <Route path={ACTIVITY_PATH} element={<ActivityPage />} />
        </Route>
        <Route path={buildingFacadePath(`:${buildingResource.params.view}`)} element={<FacadePage />} />
        <Route path={TRASH_PATH} element={<TrashPage />} />
        <Route path={UNIT_IMPORT_PATH} element={<ImportUnits />} />
        <Route path={ACCOUNT_PATH} element={<AccountPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </>,
  );

/** The admin back office. */
export default function App() {
  // Made on mount, not on import: the router takes over the browser's history as it is made.
  const [router] = useState(() => createBrowserRouter(adminRoutes()));
  return (
    <QueryClientProvider client={queryClient}>
      <LibraryChooser.Provider value={MediaChooser}>
        <RouterProvider router={router} />
      </LibraryChooser.Provider>
    </QueryClientProvider>
  );
}

function NotFound() {
  const t = useAdminText();
  return (
    <>
      <h1>{t.layout.pageMissing}</h1>
      <p>
        <Link to={DASHBOARD_PATH}>{t.common.goToDashboard}</Link>
      </p>
    </>
  );
}
