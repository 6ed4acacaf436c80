import { DirectionProvider } from '@radix-ui/react-direction';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { type Direction, directionOf } from './direction.ts';
import { GlobalStyle } from './GlobalStyle.ts';
import { type ThemeName, themes } from './themes.ts';

/** What the components show of a chain: its product name, explorer, brand colour, and whether it is a test network. */
export type ChainFact = { name: string; explorer: string; color: string; testnet: boolean };
/** The chains the app knows, by chain id: given by the app (the registry is the contract's, not the ui's). */
export type ChainFacts = Readonly<Record<number, ChainFact>>;

type UiContext = { locale: string; dir: Direction; theme: ThemeName; chains: ChainFacts };

const Context = createContext<UiContext>({ locale: 'en', dir: 'ltr', theme: 'light', chains: {} });

type Props = {
  theme: ThemeName;
  /** BCP 47 locale; the writing direction follows from it. */
  locale: string;
  /** Adds page-wide styles (body colours, fonts); off when embedding in a page that has its own. */
  global?: boolean;
  /** The chains badges, addresses and hashes name and link to; none by default (every chain unknown). */
  chains?: ChainFacts;
  children: ReactNode;
};

const noChains: ChainFacts = {};

/** Theme, direction and locale for every ui component below it. */
export function UiProvider({ theme, locale, global = true, chains = noChains, children }: Props) {
  const value = useMemo(() => ({ locale, dir: directionOf(locale), theme, chains }), [locale, theme, chains]);
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

/** What the nearest UiProvider knows of a chain; undefined for an unknown or missing chain id. */
export function useChain(chainId: number | null | undefined): ChainFact | undefined {
  const { chains } = useContext(Context);
  return typeof chainId === 'number' && Object.hasOwn(chains, chainId) ? chains[chainId] : undefined;
}
