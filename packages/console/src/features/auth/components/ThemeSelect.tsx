import { VisuallyHidden } from '@nsa/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, isTheme, readTheme, type Theme } from '../../../lib/theme.ts';

const labels = { system: 'nav.themeSystem', light: 'nav.themeLight', dark: 'nav.themeDark' } as const;

/** The theme switch of the sign-in page: three radios drawn as one segmented control, as in the header. */
export function ThemeSelect() {
  const { t } = useTranslation();
  const name = useId();
  const [theme, setTheme] = useState<Theme>(readTheme);
  return (
    <fieldset className="login-segmented">
      <VisuallyHidden asChild>
        <legend>{t('nav.theme')}</legend>
      </VisuallyHidden>
      {(Object.keys(labels) as Theme[]).map((value) => (
        <label key={value}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={theme === value}
            onChange={(e) => {
              const next = e.target.value;
              if (!isTheme(next)) return;
              setTheme(next);
              applyTheme(next);
            }}
          />
          <span>{t(labels[value])}</span>
        </label>
      ))}
    </fieldset>
  );
}
