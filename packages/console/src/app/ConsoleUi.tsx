import { chainFacts } from '@nsa/api';
import { UiProvider } from '@nsa/ui';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { resolvedTheme, subscribeTheme } from '../lib/theme.ts';

/** Theme, direction and the chains for ui components, following the chosen language and theme. */
export function ConsoleUi({ global = true, children }: { global?: boolean; children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = useSyncExternalStore(subscribeTheme, resolvedTheme);
  return (
    <UiProvider theme={theme} locale={i18n.language} global={global} chains={chainFacts}>
      {children}
    </UiProvider>
  );
}
