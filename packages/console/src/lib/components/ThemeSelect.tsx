import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, isTheme, readTheme, type Theme } from '../theme.ts';

const labels = { system: 'nav.themeSystem', light: 'nav.themeLight', dark: 'nav.themeDark' } as const;

export function ThemeSelect() {
  const { t } = useTranslation();
  const id = useId();
  const [theme, setTheme] = useState<Theme>(readTheme);
  return (
    <span className="field-inline">
      <label htmlFor={id}>{t('nav.theme')}</label>
      <select
        id={id}
        value={theme}
        onChange={(e) => {
          const next = e.target.value;
          if (!isTheme(next)) return;
          setTheme(next);
          applyTheme(next);
        }}
      >
        {(Object.keys(labels) as Theme[]).map((value) => (
          <option key={value} value={value}>
            {t(labels[value])}
          </option>
        ))}
      </select>
    </span>
  );
}
