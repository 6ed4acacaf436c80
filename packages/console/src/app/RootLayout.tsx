import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { setLanguage } from '../lib/i18n.ts';
import { isLanguage } from '../lib/languages.ts';
import { LazyToaster } from './LazyToaster.tsx';
import { OutageBanner } from './OutageBanner.tsx';

/** `?lang=` works on any URL at any time, not only on the first load. */
function useLanguageParam(): void {
  const { search } = useLocation();
  useEffect(() => {
    const lang = new URLSearchParams(search).get('lang');
    if (isLanguage(lang)) void setLanguage(lang);
  }, [search]);
}

export function RootLayout() {
  useLanguageParam();
  return (
    <>
      <Outlet />
      <OutageBanner />
      <LazyToaster />
    </>
  );
}
