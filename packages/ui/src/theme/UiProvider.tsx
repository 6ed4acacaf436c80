import { DirectionProvider } from '@radix-ui/react-direction';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { type Direction, directionOf } from './direction.ts';
import { GlobalStyle } from './GlobalStyle.ts';
import { type ThemeName, themes } from './themes.ts';

type UiContext = { locale: string; dir: Direction; theme: ThemeName };

const Context = createContext<UiContext>({ locale: 'en', dir: 'ltr', theme: 'light' });

type Props = {
  theme: ThemeName;
  /** BCP 47 locale; the writing direction follows from it. */
  locale: string;
  /** Adds page-wide styles (body colours, fonts); off when embedding in a page that has its own. */
  global?: boolean;
  children: ReactNode;
};

/** Theme, direction and locale for every ui component below it. */
export function UiProvider({ theme, locale, global = true, children }: Props) {
  const value = useMemo(() => ({ locale, dir: directionOf(locale), theme }), [locale, theme]);
  return (
    <Context.Provider value={value}>
      <DirectionProvider dir={value.dir}>
        <ThemeProvider theme={themes[theme]}>
          {global ? <GlobalStyle /> : null}
          {children}
        </ThemeProvider>
      </DirectionProvider>
    </Context.Provider>
  );
}

/** The locale, direction and theme name set by the nearest UiProvider. */
export function useUi(): UiContext {
  return useContext(Context);
}
