import { css } from 'styled-components';

/** The panel a dropdown menu opens (column chooser, account menu): one look for every menu. */
export const menuSurface = css`
  z-index: ${({ theme }) => theme.layer.overlay};
  max-block-size: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: 0 8px 24px ${({ theme }) => theme.color.overlay};
`;
