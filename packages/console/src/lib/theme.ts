import { themeVariables } from '@nsa/ui';

export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;
export const THEME_STORAGE_KEY = 'nsa:theme';

const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
let chosen: Theme | null = null;

export function isTheme(value: string | null): value is Theme {
  return (themes as readonly string[]).includes(value ?? '');
}

export function readTheme(): Theme {
  if (chosen) return chosen;
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

let variablesSet = false;

/** The design system's colours as custom properties: the sign-in page's CSS reads them. */
function setThemeVariables(): void {
  if (variablesSet) return;
  variablesSet = true;
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables())) root.setProperty(name, value);
}

/** `system` leaves the choice to prefers-color-scheme; the others pin it. */
export function applyTheme(theme: Theme): void {
  setThemeVariables();
  chosen = theme;
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

/** The theme actually shown: `system` follows the operating system's light or dark setting. */
export function resolvedTheme(): ResolvedTheme {
  const theme = readTheme();
  if (theme !== 'system') return theme;
  return typeof matchMedia === 'function' && matchMedia(darkQuery).matches ? 'dark' : 'light';
}

/** Calls `listener` when the choice or, under `system`, the operating system's setting changes. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(darkQuery) : null;
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}
