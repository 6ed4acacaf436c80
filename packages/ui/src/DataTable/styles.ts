import * as Checkbox from '@radix-ui/react-checkbox';
import styled, { css, keyframes } from 'styled-components';
import { focusOutline, focusRing } from '../theme/focusRing.ts';
import { visuallyHidden } from '../theme/visuallyHidden.ts';

// Below this inline size of the table's own box, each row becomes a card of label–value lines.
const cards = '(max-width: 35.99rem)';
const columns = '(min-width: 36rem)';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  container-type: inline-size;
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Scroll = styled.div`
  /* Holds absolutely positioned cell content (visually hidden labels) inside the scroll area, so a
     wide table scrolls here instead of widening the page. */
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${focusRing}
`;

export const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Whole pixels: at 1.5 a 13 px line is 19.5 px and rows fall on half pixels, where the pinned
     columns (layers of their own) and the rest round a row's border differently — a pinned cell
     lost its bottom border on every other row, and a header's text drew a pixel off between runs. */
  @container ${columns} {
    line-height: 1.25rem;
  }
  /* On a phone a row reads top to bottom, each value beside its column's name, actions included. */
  @container ${cards} {
    &,
    & > tbody,
    & > tbody > tr {
      display: block;
    }
    & > colgroup {
      display: none;
    }
    & > thead {
      ${() => visuallyHidden}
    }
  }
`;

export const Caption = styled.caption<{ $visible: boolean }>`
  ${({ $visible, theme }) =>
    $visible
      ? css`
          caption-side: top;
          padding: ${theme.space[3]};
          text-align: start;
          font-weight: ${theme.font.weight.bold};
        `
      : visuallyHidden}
`;

const aligned = css`
  text-align: start;
  &[data-align='end'] {
    text-align: end;
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

/**
 * A table wider than its box scrolls sideways: a pinned column, while it is stuck to its edge with
 * other columns under it, casts a shade over them, so the scroll is not hidden. Scroll-state
 * queries are logical (inline-end is the left in right-to-left); a gradient is not.
 */
const pinnedShade = css`
  &:first-child,
  &[data-pin='end'] {
    container-type: scroll-state;
  }
  &:first-child::after,
  &[data-pin='end']::after {
    content: '';
    position: absolute;
    inset-block: 0;
    inline-size: 0.5rem;
    pointer-events: none;
    opacity: 0;
  }
  &:first-child::after {
    inset-inline-start: 100%;
    background: linear-gradient(to right, ${({ theme }) => theme.color.overlay}, transparent);
  }
  &[data-pin='end']::after {
    inset-inline-end: 100%;
    background: linear-gradient(to left, ${({ theme }) => theme.color.overlay}, transparent);
  }
  &:dir(rtl):first-child::after {
    background: linear-gradient(to left, ${({ theme }) => theme.color.overlay}, transparent);
  }
  &:dir(rtl)[data-pin='end']::after {
    background: linear-gradient(to right, ${({ theme }) => theme.color.overlay}, transparent);
  }
  @container scroll-state(stuck: inline-start) {
    &:first-child::after {
      opacity: 0.35;
    }
  }
  @container scroll-state(stuck: inline-end) {
    &[data-pin='end']::after {
      opacity: 0.35;
    }
  }
`;

export const Th = styled.th`
  ${aligned}
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.layer.sticky};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  vertical-align: bottom;
  &[data-align='end'] > button {
    flex-direction: row-reverse;
  }
  @container ${columns} {
    &:first-child {
      inset-inline-start: 0;
      z-index: calc(${({ theme }) => theme.layer.sticky} + 1);
    }
    &[data-pin='end'] {
      inset-inline-end: 0;
      z-index: calc(${({ theme }) => theme.layer.sticky} + 1);
    }
    ${pinnedShade}
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  margin-inline: calc(-1 * ${({ theme }) => theme.space[1]});
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.neutralSoft};
  }
  &:focus-visible {
    ${focusOutline('0')}
  }
`;

export const SortIcon = styled.span<{ $active: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ $active, theme }) => ($active ? theme.color.accent : theme.color.fg.muted)};
`;

export const Tr = styled.tr`
  @container ${cards} {
    /* Doubled class: wins over the table's block display of rows. */
    && {
      display: flex;
    }
    flex-direction: column;
    position: relative;
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  &:hover > td {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-selected] > td {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

export const Td = styled.td`
  ${aligned}
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  vertical-align: middle;
  overflow-wrap: break-word;
  background: ${({ theme }) => theme.color.surface};
  &[data-numeric='true'] {
    font-variant-numeric: tabular-nums;
    overflow-wrap: normal;
    white-space: nowrap;
  }
  /* The first column names the row and the pinned one acts on it: both stay while the rest scrolls. */
  @container ${columns} {
    &:first-child,
    &[data-pin='end'] {
      position: sticky;
      z-index: 1;
      /* Its own layer from the first paint: otherwise Chromium may place its text at another
         sub-pixel offset depending on when the scroller was first composited. */
      will-change: transform;
    }
    &:first-child {
      inset-inline-start: 0;
    }
    &[data-pin='end'] {
      inset-inline-end: 0;
      box-shadow: inset 1px 0 0 ${({ theme }) => theme.color.border}, inset -1px 0 0 ${({ theme }) => theme.color.border};
    }
    ${pinnedShade}
  }
  @container ${cards} {
    /* Doubled class: wins over the table's own cell display. */
    && {
      display: flex;
    }
    &:empty {
      display: none;
    }
    flex-wrap: wrap;
    /* The label stands on the value's first line, not in the middle of a value of several lines
       (a chip over two lines, a time above its button). */
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[1]};
    border: 0;
    text-align: end;
    background: transparent;
    &::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.fg.muted};
      font-weight: ${({ theme }) => theme.font.weight.medium};
      text-align: start;
    }
    &[data-label='']::before {
      content: none;
    }
    &&[data-card='hidden'],
    &&[data-empty] {
      display: none;
    }
    /* The row's checkbox sits in the card's corner, beside its lead line, not on a line of its own. */
    &[data-label=''] {
      position: absolute;
      inset-block-start: ${({ theme }) => theme.space[3]};
      inset-inline-end: ${({ theme }) => theme.space[3]};
      z-index: 1;
      padding: 0;
      background: transparent;
    }
    &[data-card='lead'] {
      order: -1;
    }
    /* The amount leads the card, clear of the checkbox in its corner. */
    &[data-card='lead'][data-numeric='true'] {
      order: -2;
      padding-inline-end: 3.5rem;
      min-block-size: 3rem;
    }
    &[data-card='lead'] {
      font-size: ${({ theme }) => theme.font.size.md};
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
    /* The card's link covers the card; the controls on it stay above it, each a full tap target. */
    &[data-card='link'] a::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:not([data-card='link']) :is(a, button, [role='checkbox']) {
      position: relative;
      z-index: 1;
    }
    & button:not([role='checkbox']) {
      min-block-size: 2.75rem;
      min-inline-size: 2.75rem;
    }
    /* The checkbox still looks like one, a little larger for a thumb, and answers a full tap target
       around it (24 px drawn, 44 px to tap), not a 44-px empty square. */
    & [role='checkbox'] {
      inline-size: 1.5rem;
      block-size: 1.5rem;
      &::after {
        content: '';
        position: absolute;
        /* Out from its padding box, inside the 1-px border: 1.5rem + 2 × (0.625rem + 1px) = 44 px. */
        inset: calc(-0.625rem - 1px);
      }
    }
    &:not([data-card='link']) a {
      display: inline-flex;
      align-items: center;
      min-block-size: 2.75rem;
    }
  }
`;

export const Spacer = styled.tr`
  & > td {
    padding: 0;
    border: 0;
  }
`;

export const SkeletonRow = styled.tr``;

export const StateCell = styled.td`
  padding: ${({ theme }) => theme.space[5]};
  @container ${cards} {
    display: block;
  }
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.5; }
  to { opacity: 1; }
`;

export const Skeleton = styled.span<{ $short: boolean }>`
  display: inline-block;
  inline-size: ${({ $short }) => ($short ? '1rem' : '70%')};
  block-size: 0.875rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
  vertical-align: middle;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export const SelectBox = styled(Checkbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1;
  vertical-align: middle;
  cursor: pointer;
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  ${focusRing}
`;
