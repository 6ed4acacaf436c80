export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const THEME_STORAGE_KEY = 'nsa:theme';

export function isTheme(value: string | null): value is Theme {
  return (themes as readonly string[]).includes(value ?? '');
}

export function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** `system` leaves the choice to prefers-color-scheme; the others pin it. */
export function applyTheme(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}
