import { VisuallyHidden } from '@nsa/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language, languageNames, languages } from '../../../lib/languages.ts';

/** The language switcher; the caller decides how `?lang=` is written (router or plain history). */
export function LanguageSelect({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="login-language">
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
        className="login-muted"
      >
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('nav.language')}</label>
      </VisuallyHidden>
      <select
        id={id}
        className="login-select"
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
