import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n.ts';
import type { createConsoleRouter } from './router.tsx';

/** Only what the login's first paint needs; data and wallet providers load with their routes. */
export function App({ router }: { router: ReturnType<typeof createConsoleRouter> }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
}
