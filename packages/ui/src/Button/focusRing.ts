import { css } from 'styled-components';

/** A focus ring that shows for keyboard focus only, in both themes. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
