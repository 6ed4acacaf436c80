import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, languageNames, languages } from '../languages.ts';

/** The language switcher; the caller decides how `?lang=` is written (router or plain history). */
export function LanguageSelect({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="field-inline">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          const lang = e.target.value;
          if (isLanguage(lang)) onChange(lang);
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
