export { themeVariables } from './cssVariables.ts';
export { type Direction, directionOf } from './direction.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { type ThemeName, themes, type UiTheme } from './themes.ts';
export { type ChainFact, type ChainFacts, UiProvider, useChain, useUi } from './UiProvider.tsx';
