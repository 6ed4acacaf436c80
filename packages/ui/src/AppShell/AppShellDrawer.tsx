import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Menu, type MenuItem, type MenuProps } from '../Menu/Menu.tsx';
import type { AppShellLabels } from './AppShell.tsx';

export type AppShellDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's button that opened it, focused again when it closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
  dir: 'ltr' | 'rtl';
  labels: AppShellLabels;
  search?: ReactNode;
  /** The side menu's screens; none: no menu in the drawer. */
  menuItems?: readonly MenuItem[];
  renderLink?: MenuProps['renderLink'];
  account?: ReactNode;
  actions?: ReactNode;
  onLogout?: () => void;
};

/** The phone's menu drawer: the search, the screens, then the account and its controls. */
export function AppShellDrawer({
  open,
  onOpenChange,
  returnFocus,
  dir,
  labels,
  search,
  menuItems,
  renderLink,
  account,
  actions,
  onLogout,
}: AppShellDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          dir={dir}
          aria-describedby={undefined}
          // No Radix trigger (the header's button was there before this code): focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <DrawerHeader>
            <Dialog.Title asChild>
              <DrawerTitle>{labels.menu}</DrawerTitle>
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={labels.closeMenu} icon="×" />
            </Dialog.Close>
          </DrawerHeader>
          {/* Searching comes first on a phone, as it does in the header. */}
          {search ? <DrawerSearch>{search}</DrawerSearch> : null}
          {menuItems ? (
            <Menu
              items={menuItems}
              label={labels.menu}
              renderLink={renderLink}
              onNavigate={() => onOpenChange(false)}
            />
          ) : null}
          {/* On phones the header keeps only the brand: the account and its controls live here. */}
          <DrawerSection>
            {account ? <DrawerAccount>{account}</DrawerAccount> : null}
            {actions ? <DrawerActions>{actions}</DrawerActions> : null}
            {onLogout ? (
              <Button variant="secondary" size="sm" onClick={onLogout}>
                {labels.logout}
              </Button>
            ) : null}
          </DrawerSection>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.drawer};
  background: ${({ theme }) => theme.color.overlay};
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.layer.drawer};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: min(18rem, 85vw);
  padding: ${({ theme }) => theme.space[3]};
  overflow-y: auto;
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family};
  &:focus {
    outline: none;
  }
`;

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const DrawerTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const DrawerSearch = styled.div`
  display: flex;
  flex-direction: column;
`;

const DrawerSection = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  &:first-child {
    border: 0;
  }
`;

const DrawerAccount = styled.div`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const DrawerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
