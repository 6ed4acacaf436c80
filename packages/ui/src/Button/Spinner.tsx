import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Decorative busy indicator; the owner announces the busy state (aria-busy, a label). */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  flex: none;
  inline-size: 1em;
  block-size: 1em;
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
