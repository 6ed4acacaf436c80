import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusOutline } from '../theme/focusRing.ts';
import { visuallyHidden } from '../theme/visuallyHidden.ts';

export type MenuItem = {
  id: string;
  label: string;
  href: string;
  /** Decorative; shown alone when the menu is collapsed. */
  icon?: ReactNode;
  /** The page being shown: marked `aria-current="page"`. */
  current?: boolean;
  /** A count that waits on this screen (e.g. pending withdrawals), and its words for screen readers. */
  badge?: { count: number; label: string };
};

/** What a menu link receives; spread it on the router's link (`to={props.href}` for react-router). */
export type MenuLinkProps = {
  href: string;
  'aria-current': 'page' | undefined;
  /** Shown as a tooltip while the menu is collapsed. */
  title: string | undefined;
  onClick: () => void;
  children: ReactNode;
};

export type MenuProps = {
  items: readonly MenuItem[];
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Renders each link with the app's router; a plain `<a>` by default. */
  renderLink?: (item: MenuItem, props: MenuLinkProps) => ReactNode;
  /** Icons only; labels stay as the links' accessible names. */
  collapsed?: boolean;
  /** Called after a link is followed, e.g. to close a drawer. */
  onNavigate?: (item: MenuItem) => void;
  id?: string;
};

const plainLink = (_item: MenuItem, props: MenuLinkProps) => <a {...props} />;

/** Vertical navigation: one link per screen, the current one marked. */
export function Menu({ items, label, renderLink = plainLink, collapsed = false, onNavigate, id }: MenuProps) {
  return (
    <Nav aria-label={label} id={id} data-collapsed={collapsed || undefined}>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            {renderLink(item, {
              href: item.href,
              'aria-current': item.current ? 'page' : undefined,
              title: collapsed ? item.label : undefined,
              onClick: () => onNavigate?.(item),
              children: (
                <>
                  <Icon aria-hidden="true">{item.icon ?? Array.from(item.label)[0]}</Icon>
                  <Label>{item.label}</Label>
                  {item.badge && item.badge.count > 0 ? (
                    <Badge>
                      <span aria-hidden="true">{item.badge.count > 999 ? '999+' : item.badge.count}</span>
                      <Hidden>{item.badge.label}</Hidden>
                    </Badge>
                  ) : null}
                </>
              ),
            })}
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.font.size.md};
  &[data-collapsed] {
    inline-size: fit-content;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  & > svg {
    inline-size: 100%;
    block-size: 100%;
  }
`;

const Label = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
  [data-collapsed] & {
    ${visuallyHidden}
  }
`;

const Badge = styled.span`
  margin-inline-start: auto;
  min-inline-size: 1.5rem;
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.5rem;
  text-align: center;
  /* Collapsed: a dot on the icon's corner, the count still read out. */
  [data-collapsed] & {
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space[1]};
    inset-inline-end: ${({ theme }) => theme.space[1]};
    min-inline-size: 0.625rem;
    block-size: 0.625rem;
    padding: 0;
    & > [aria-hidden] {
      display: none;
    }
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li > * {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-block-size: 2.5rem;
    padding-block: ${({ theme }) => theme.space[2]};
    padding-inline: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.fg.default};
    text-decoration: none;
  }
  & > li > *:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  & > li > [aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  /* A bar on the inline-start edge marks the current page without relying on colour alone. */
  & > li > [aria-current='page']::before {
    content: '';
    position: absolute;
    inset-block: ${({ theme }) => theme.space[2]};
    inset-inline-start: 0;
    inline-size: 3px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
  }
  & > li > *:focus-visible {
    ${focusOutline('-2px')}
  }
  [data-collapsed] & > li > * {
    justify-content: center;
    padding-inline: ${({ theme }) => theme.space[2]};
  }
`;
