import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, useId } from 'react';
import styled, { css } from 'styled-components';
import { menuSurface } from '../theme/menuSurface.ts';
import { useUi } from '../theme/UiProvider.tsx';
import type { AccountMenuProps } from './AccountMenu.tsx';
import { PersonIcon, Trigger, TriggerText } from './accountMenuTrigger.tsx';

/**
 * The signed-in account's menu: the account, its commands, settings such as language and theme
 * as radio items, and signing out. Radix supplies the menu's keyboard, focus and RTL behaviour.
 */
export function AccountMenuPopup({
  trigger,
  account,
  actions = [],
  choices = [],
  onLogout,
  logoutLabel,
  className,
  defaultOpen = false,
}: AccountMenuProps & { defaultOpen?: boolean }) {
  const { dir } = useUi();
  const headingId = useId();
  return (
    <DropdownMenu.Root dir={dir} modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Trigger type="button" className={className}>
          <PersonIcon />
          <TriggerText>{trigger}</TriggerText>
          <span aria-hidden="true">▾</span>
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={4} collisionPadding={8}>
          {account ? <Account>{account}</Account> : null}
          {actions.map((action) => (
            <Item key={action.id} onSelect={action.onSelect}>
              {action.label}
            </Item>
          ))}
          {choices.map((choice) => (
            <Fragment key={choice.id}>
              <Separator />
              <Heading id={`${headingId}-${choice.id}`}>{choice.label}</Heading>
              <DropdownMenu.RadioGroup
                aria-labelledby={`${headingId}-${choice.id}`}
                value={choice.value}
                onValueChange={choice.onChange}
              >
                {choice.options.map((option) => (
                  // A name in its own language (English among Arabic) is not for translating.
                  <Radio
                    key={option.value}
                    value={option.value}
                    lang={option.lang}
                    translate={option.lang ? 'no' : undefined}
                  >
                    <Mark aria-hidden="true">
                      <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                    </Mark>
                    {option.label}
                  </Radio>
                ))}
              </DropdownMenu.RadioGroup>
            </Fragment>
          ))}
          {onLogout ? (
            <>
              <Separator />
              <Item onSelect={onLogout}>{logoutLabel}</Item>
            </>
          ) : null}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const Content = styled(DropdownMenu.Content)`
  ${menuSurface}
  min-inline-size: 14rem;
  max-inline-size: min(22rem, calc(100vw - 1rem));
`;

const Account = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.muted};
  overflow-wrap: anywhere;
`;

const Heading = styled(DropdownMenu.Label)`
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Separator = styled(DropdownMenu.Separator)`
  block-size: 1px;
  margin-block: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.color.border};
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 2rem;
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.accentSoft};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
`;

const Item = styled(DropdownMenu.Item)`
  ${itemStyle}
`;

const Radio = styled(DropdownMenu.RadioItem)`
  ${itemStyle}
`;

const Mark = styled.span`
  display: inline-flex;
  justify-content: center;
  inline-size: 1rem;
  color: ${({ theme }) => theme.color.accent};
`;
