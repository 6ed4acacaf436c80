import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';
import { menuSurface } from '../theme/menuSurface.ts';
import { useUi } from '../theme/UiProvider.tsx';

/** One setting picked from a few options (language, theme): radio items under a heading. */
export type AccountMenuChoice = {
  id: string;
  /** The group's heading, e.g. "Language". */
  label: string;
  value: string;
  /** `lang` marks an option written in its own language (a language's own name): kept untranslated. */
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  onChange: (value: string) => void;
};

/** A command of the account, e.g. "Sessions". */
export type AccountMenuAction = {
  id: string;
  label: string;
  onSelect: () => void;
};

export type AccountMenuProps = {
  /** The trigger's text: who is signed in, in short (it is also the button's accessible name). */
  trigger: ReactNode;
  /** Who is signed in, in full, at the top of the open menu. */
  account?: ReactNode;
  /** Commands right under the account, e.g. the sessions list. */
  actions?: readonly AccountMenuAction[];
  choices?: readonly AccountMenuChoice[];
  /** Signing out, last in the menu; shown with `logoutLabel`. */
  onLogout?: () => void;
  logoutLabel?: string;
  className?: string;
};

/**
 * The signed-in account's menu: the account, its commands, settings such as language and theme
 * as radio items, and signing out. Radix supplies the menu's keyboard, focus and RTL behaviour.
 */
export function AccountMenu({
  trigger,
  account,
  actions = [],
  choices = [],
  onLogout,
  logoutLabel,
  className,
}: AccountMenuProps) {
  const { dir } = useUi();
  const headingId = useId();
  return (
    <DropdownMenu.Root dir={dir} modal={false}>
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

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  max-inline-size: 100%;
  min-block-size: 2.25rem;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  & > svg {
    flex: none;
  }
  ${focusRing}
`;

/** A long name ends in an ellipsis: the menu shows it whole. */
const TriggerText = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

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
