import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { ConsoleUi } from './ConsoleUi.tsx';

/** The routed console (`router`: a router holding ConsoleRoutes); /login alone paints without it (see main.tsx). */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ConsoleUi>{router}</ConsoleUi>
      </I18nextProvider>
    </StrictMode>
  );
}
