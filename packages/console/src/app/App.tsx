import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n.ts';
import { ConsoleUi } from './ConsoleUi.tsx';
import type { createConsoleRouter } from './router.tsx';

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
