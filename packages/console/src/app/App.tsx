import { UiProvider } from '@nsa/ui';
import { type ReactNode, StrictMode, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n.ts';
import { resolvedTheme, subscribeTheme } from '../lib/theme.ts';
import type { createConsoleRouter } from './router.tsx';

/** Theme and direction for every routed screen, following the chosen language and theme. */
function ConsoleUi({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const theme = useSyncExternalStore(subscribeTheme, resolvedTheme);
  return (
    <UiProvider theme={theme} locale={current.language}>
      {children}
    </UiProvider>
  );
}

/** The routed console; the signed-out /login island paints without it (see main.tsx). */
export function App({ router }: { router: ReturnType<typeof createConsoleRouter> }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ConsoleUi>
          <RouterProvider router={router} />
        </ConsoleUi>
      </I18nextProvider>
    </StrictMode>
  );
}
