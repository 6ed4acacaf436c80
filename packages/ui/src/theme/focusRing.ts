import { css } from 'styled-components';

/**
 * The outline keyboard focus draws, in both themes. A negative offset keeps it inside parts whose
 * container clips their edges (tab lists, menu rows, select options).
 */
export const focusOutline = (offset = '2px') => css`
  outline: 2px solid ${({ theme }) => theme.color.focus};
  outline-offset: ${offset};
`;

/** A focus ring that shows for keyboard focus only. */
export const focusRing = css`
  &:focus-visible {
    ${focusOutline()}
  }
`;

/** The same ring drawn inside the part. */
export const focusRingInset = css`
  &:focus-visible {
    ${focusOutline('-2px')}
  }
`;
