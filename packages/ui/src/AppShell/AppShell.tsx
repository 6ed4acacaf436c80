import { type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { deferredPart } from '../Deferred/deferredPart.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Menu, type MenuItem, type MenuProps } from '../Menu/Menu.tsx';
import { Chevron } from '../Pagination/Chevron.tsx';
import { focusRing } from '../theme/focusRing.ts';
import { useUi } from '../theme/UiProvider.tsx';
import { visuallyHidden } from '../theme/visuallyHidden.ts';

export type AppShellLabels = {
  /** The skip link to the main content. */
  skipToContent: string;
  /** Accessible name of the navigation landmark and the drawer's title. */
  menu: string;
  /** Name of the button that collapses and expands the side menu (state in aria-expanded). */
  toggleMenu: string;
  /** Name of the button that opens the menu drawer on narrow screens. */
  openMenu: string;
  /** Name of the drawer's close button. */
  closeMenu: string;
  /** Text of the logout button; needed with `onLogout`. */
  logout?: string;
};

export type AppShellProps = {
  /** Product name or logo at the start of the header. */
  brand: ReactNode;
  /** The signed-in account, e.g. an AddressChip with the role. */
  account?: ReactNode;
  /** Header controls such as the language and theme switchers. */
  actions?: ReactNode;
  onLogout?: () => void;
  /** A search in the header at every width; on phones, the first thing in the menu drawer. */
  search?: ReactNode;
  /**
   * Stands in for `actions`, `account` and logging out between the phone's drawer and the full
   * header (48–75rem), where they do not fit beside the brand and the search: e.g. an AccountMenu.
   */
  accountMenu?: ReactNode;
  /** Screens of the side menu; none (or one screen) shows no menu at all. */
  menuItems?: readonly MenuItem[];
  renderLink?: MenuProps['renderLink'];
  /** Controlled collapsed state of the side menu. */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  labels: AppShellLabels;
  /** Id of the main element, the skip link's target. */
  mainId?: string;
  children: ReactNode;
};

// Below 48rem the side menu moves into a drawer opened from the header.
const narrow = '(max-width: 47.99rem)';
const wide = '(min-width: 48rem)';
/**
 * Below 75rem (1200 px) the header's language, theme, account and logout fold into `accountMenu`.
 * Measured in the console with every control inline and the search at its full 16rem (brand,
 * search, language, theme, account, sign out, gaps and padding): 1,108 px in English, 1,109 in
 * Arabic, 1,066 in Hebrew, 1,013 in Persian and 1,184 in Sorani, the widest. The search gives up to
 * 6rem first, so at 1200 px Sorani needs 1,088 and keeps room for a scrollbar and a longer label;
 * at 1024 px even English (1,012) would not fit beside a scrollbar and the page's own margins.
 */
const folded = '(min-width: 48rem) and (max-width: 74.99rem)';
const full = '(min-width: 75rem)';

/** The phone's menu drawer (a Radix dialog): its code loads when it is first opened. */
const drawer = deferredPart(() => import('./AppShellDrawer.tsx').then((m) => m.AppShellDrawer));

/** The signed-in page frame: header, collapsible side menu (a drawer on phones) and main content. */
export function AppShell({
  brand,
  account,
  actions,
  onLogout,
  search,
  accountMenu,
  menuItems = [],
  renderLink,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  labels,
  mainId = 'main',
  children,
}: AppShellProps) {
  const { dir } = useUi();
  const navId = useId();
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [Drawer, requestDrawer] = drawer.usePart();
  const drawerButton = useRef<HTMLButtonElement>(null);
  const collapsed = collapsedProp ?? ownCollapsed;
  const hasMenu = menuItems.length > 0;
  const hasDrawer =
    hasMenu ||
    account !== undefined ||
    actions !== undefined ||
    onLogout !== undefined ||
    search !== undefined;
  const toggle = () => {
    if (collapsedProp === undefined) setOwnCollapsed(!collapsed);
    onCollapsedChange?.(!collapsed);
  };

  return (
    <Root dir={dir}>
      <SkipLink href={`#${mainId}`}>{labels.skipToContent}</SkipLink>
      <Header>
        {hasDrawer ? (
          <>
            <DrawerButton
              ref={drawerButton}
              label={labels.openMenu}
              icon={<BarsIcon />}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={() => void drawer.preload()}
              onFocus={() => void drawer.preload()}
              onClick={() => {
                setDrawerOpen(true);
                requestDrawer();
              }}
            />
            {Drawer ? (
              <Drawer
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                returnFocus={drawerButton}
                dir={dir}
                labels={labels}
                search={search}
                menuItems={hasMenu ? menuItems : undefined}
                renderLink={renderLink}
                account={account}
                actions={actions}
                onLogout={onLogout}
              />
            ) : null}
          </>
        ) : null}
        <Brand>{brand}</Brand>
        <HeaderEnd data-folds={accountMenu ? '' : undefined}>
          {search ? <HeaderSearch data-stays="">{search}</HeaderSearch> : null}
          {actions}
          {account ? <Account>{account}</Account> : null}
          {onLogout ? (
            <LogoutButton variant="secondary" size="sm" onClick={onLogout}>
              {labels.logout}
            </LogoutButton>
          ) : null}
          {accountMenu ? <FoldedMenu data-stays="">{accountMenu}</FoldedMenu> : null}
        </HeaderEnd>
      </Header>
      <Body>
        {hasMenu ? (
          <Side data-collapsed={collapsed || undefined}>
            <Menu
              id={navId}
              items={menuItems}
              label={labels.menu}
              renderLink={renderLink}
              collapsed={collapsed}
            />
            <CollapseButton
              size="sm"
              label={labels.toggleMenu}
              icon={<Chevron toward={collapsed ? 'end' : 'start'} double />}
              aria-expanded={!collapsed}
              aria-controls={navId}
              onClick={toggle}
            />
          </Side>
        ) : null}
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Root>
  );
}

function BarsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.fg.default};
`;

const SkipLink = styled.a`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[2]};
  inset-inline-start: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.layer.overlay};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:not(:focus) {
    ${visuallyHidden}
  }
  ${focusRing}
`;

const Header = styled.header`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 3.5rem;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  @media ${narrow} {
    padding-inline: ${({ theme }) => theme.space[3]};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const HeaderEnd = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  margin-inline-start: auto;
  /* On phones the account and its controls move into the drawer, so nothing is drawn over anything. */
  @media ${narrow} {
    display: none;
  }
  /* In between, all but the search and the account menu wait in that menu. */
  @media ${folded} {
    &[data-folds] > :not([data-stays]) {
      display: none;
    }
  }
`;

/** The search gives up its width first (down to 10rem), before the brand or the account is cut. */
const HeaderSearch = styled.div`
  display: flex;
  flex: 0 1000 auto;
  min-inline-size: min(10rem, 100%);
`;

const FoldedMenu = styled.div`
  display: flex;
  min-inline-size: 0;
  @media ${full} {
    display: none;
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const LogoutButton = styled(Button)`
  flex: none;
`;

const DrawerButton = styled(IconButton)`
  @media ${wide} {
    display: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-block-size: 0;
`;

const Side = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 14rem;
  padding: ${({ theme }) => theme.space[3]};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &[data-collapsed] {
    inline-size: auto;
    align-items: center;
  }
  @media ${narrow} {
    display: none;
  }
`;

const CollapseButton = styled(IconButton)`
  align-self: flex-end;
  [data-collapsed] > & {
    align-self: center;
  }
`;

const Main = styled.main`
  flex: 1;
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[5]};
  &:focus {
    outline: none;
  }
  @media ${narrow} {
    padding: ${({ theme }) => theme.space[3]};
  }
`;
