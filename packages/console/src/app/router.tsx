import { screenTable } from '@nsa/api';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { lazyChunk } from '../lib/chunkFailure.ts';
import { guardRedirect, isTurnedAway } from '../lib/guards.ts';
import { i18n } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { showToast } from '../lib/toast.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { consoleScreens } from './screens.ts';

/** Nothing to show before the first guard has run: the session check is quick. */
function HydrateFallback() {
  return null;
}

/** Every navigation waits for the restored session, then asks the guard. */
function guardLoader(ready: Promise<void>) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ready;
    const url = new URL(request.url);
    const role = session.userInfo?.role ?? null;
    const to = guardRedirect(url.pathname, url.search, role);
    // Said, not silent: a pasted link to a page the role may not open would otherwise look broken.
    if (to && isTurnedAway(url.pathname, role))
      showToast({ tone: 'warning', title: i18n.t('errors.roleCannotOpen') });
    if (to) throw redirect(to);
    return null;
  };
}

export function consoleRoutes(ready: Promise<void>): RouteObject[] {
  const loader = guardLoader(ready);
  const screen = (path: string, load: () => Promise<RouteObject>): RouteObject => ({
    path,
    loader,
    errorElement: <RouteError />,
    lazy: lazyChunk(load) as RouteObject['lazy'],
  });
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback,
      children: [
        { index: true, loader: () => redirect('/home') },
        screen('login', () => import('../features/auth/routes/LoginRoute.tsx')),
        {
          lazy: lazyChunk(() => import('./AppLayout.tsx')) as RouteObject['lazy'],
          children: [
            ...screenTable.map((entry) => screen(entry.path.slice(1), consoleScreens[entry.id].load)),
            // Inside the layout: a signed-in user keeps the header and menu on a wrong address.
            screen('*', () => import('./NotFoundRoute.tsx')),
          ],
        },
      ],
    },
  ];
}

export function createConsoleRouter(ready: Promise<void>) {
  return createBrowserRouter(consoleRoutes(ready), { basename: '/' });
}
