import { useSearchParams } from 'react-router-dom';
import type { Language } from './languages.ts';

/** Inside the router: write `?lang=` through it, so RootLayout applies and remembers the choice. */
export function useSetLanguageParam(): (language: Language) => void {
  const [search, setSearch] = useSearchParams();
  return (language) => {
    const next = new URLSearchParams(search);
    next.set('lang', language);
    setSearch(next, { replace: true });
  };
}
