import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Dim layer behind a modal; shared by Dialog and ConfirmDialog. */
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out;
`;

/** A centred panel; `margin: auto` on a fixed box centres it without left/right. */
export const panelStyles = css<{ $size?: 'sm' | 'md' | 'lg' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: auto;
  inline-size: min(${({ $size }) => ($size === 'sm' ? '24rem' : $size === 'lg' ? '44rem' : '32rem')}, calc(100vw - 2rem));
  block-size: fit-content;
  max-block-size: calc(100vh - 2rem);
  overflow: auto;
  /* Lets the footer tell whether more of the panel lies below the fold (see Footer). */
  container-type: scroll-state;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 16px 48px rgb(0 0 0 / 0.25);
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out;
  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  & > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

export const titleStyles = css`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const descriptionStyles = css`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  overflow-wrap: anywhere;
`;

/**
 * Actions at the end of the reading direction, wrapping on narrow screens. A panel taller than the
 * window (a decision on a phone) scrolls under them: they stay pinned to its bottom edge, so the
 * button that confirms is always in view, with a rule above them while more lies below. The padding
 * added to back them and the negative margins cancel out: a panel that fits is drawn as before.
 */
export const Footer = styled.div`
  position: sticky;
  /* A sticky box keeps to the scroller's padding: past it, to the panel's edge. */
  inset-block-end: calc(-1 * ${({ theme }) => theme.space[5]});
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-block: calc(-1 * ${({ theme }) => theme.space[3]}) calc(-1 * ${({ theme }) => theme.space[5]});
  padding-block: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  @container scroll-state(scrollable: block-end) {
    box-shadow: 0 -1px 0 ${({ theme }) => theme.color.border};
  }
`;
