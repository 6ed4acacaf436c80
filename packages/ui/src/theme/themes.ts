import { font, layer, motion, radius, space } from './tokens.ts';

export type ThemeName = 'light' | 'dark';

/** Colours meet WCAG AA (4.5:1) for text on `bg` and `surface` in both themes. */
const light = {
  bg: '#f6f7f9',
  surface: '#ffffff',
  surfaceMuted: '#eef1f4',
  border: '#d3d9e0',
  borderStrong: '#8b95a1',
  fg: { default: '#1b1f24', muted: '#515a66', onAccent: '#ffffff', onDanger: '#ffffff' },
  accent: '#2457c5',
  accentHover: '#1c469f',
  accentSoft: '#e4ecfb',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  success: '#067647',
  successSoft: '#e3f5ec',
  warning: '#8a4b00',
  warningSoft: '#fdf1de',
  info: '#1d5fa8',
  infoSoft: '#e3eefa',
  neutralSoft: '#eceff3',
  focus: '#2457c5',
  overlay: 'rgba(15, 20, 25, 0.5)',
  skeleton: '#e3e7ec',
};

const dark: typeof light = {
  bg: '#101317',
  surface: '#181c22',
  surfaceMuted: '#20262e',
  border: '#2e353e',
  borderStrong: '#6b7582',
  fg: { default: '#e8ebef', muted: '#a3acb8', onAccent: '#0b1020', onDanger: '#2a0b08' },
  accent: '#7aa2ff',
  accentHover: '#9bb9ff',
  accentSoft: '#1c2a4a',
  danger: '#ff8a80',
  dangerSoft: '#3a1714',
  success: '#6fd3a0',
  successSoft: '#12301f',
  warning: '#f5c26b',
  warningSoft: '#33260f',
  info: '#8cc0ff',
  infoSoft: '#142841',
  neutralSoft: '#262c35',
  focus: '#9bb9ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
  skeleton: '#262c35',
};

function makeTheme(name: ThemeName, color: typeof light) {
  return { name, color, space, radius, font, layer, motion } as const;
}

export const themes = { light: makeTheme('light', light), dark: makeTheme('dark', dark) } as const;

export type UiTheme = (typeof themes)[ThemeName];
