import styled from 'styled-components';
import { focusOutline } from '../theme/focusRing.ts';

export const Group = styled.ul`
  margin: 0;
  margin-inline-start: 0.85rem;
  padding: 0;
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  list-style: none;
`;

export const Item = styled.li`
  list-style: none;
`;

/** The item's row: its tree item (toggle and name) and its details, highlighted as one. */
export const Line = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:has(> [role='treeitem']:focus) {
    background: ${({ theme }) => theme.color.accentSoft};
  }
  &:has(> [role='treeitem']:focus-visible) {
    ${focusOutline('-2px')}
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  cursor: default;
  &:focus {
    outline: none;
  }
`;

export const Name = styled.span`
  min-inline-size: 0;
`;

/** Beside the name, under it: as far in as the name starts (past the toggle). */
export const Details = styled.div`
  padding-inline-start: calc(1.5rem + ${({ theme }) => theme.space[1]});
  min-inline-size: 0;
`;

export const Toggle = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;
  &[data-none='true'] {
    visibility: hidden;
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
  &[data-open='true'] svg {
    transform: rotate(90deg);
  }
  &:hover {
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

export const Status = styled.li`
  list-style: none;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.muted};
`;
