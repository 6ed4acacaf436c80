import { createGlobalStyle } from 'styled-components';

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
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
