import { createGlobalStyle } from 'styled-components';
import { focusOutline } from './focusRing.ts';

/** Page-wide defaults; everything else is scoped to components. */
export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: ${({ theme }) => theme.name};
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.fg.default};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
  }
  /* Page and section titles; components that hold a heading set their own margins. */
  h1 {
    margin-block: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.3;
  }
  h2 {
    margin-block: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.3;
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  :focus-visible {
    ${focusOutline()}
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
