import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isLanguage, languageNames, languages } from '../lib/languages.ts';

/** Writes `?lang=` so the choice is shareable; RootLayout applies and remembers it. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const id = useId();
  return (
    <span className="field-inline">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          const lang = e.target.value;
          if (!isLanguage(lang)) return;
          const next = new URLSearchParams(search);
          next.set('lang', lang);
          setSearch(next, { replace: true });
        }}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {languageNames[lang]}
          </option>
        ))}
      </select>
    </span>
  );
}
