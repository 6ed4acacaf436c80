import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, focusRingInset } from '../theme/focusRing.ts';

export type TabItem<V extends string = string> = {
  value: V;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps<V extends string = string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  items: ReadonlyArray<TabItem<V>>;
  /** Controlled selection; leave out to let the tabs keep their own. */
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** `manual`: arrows move focus, Enter or Space selects. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
};

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  margin-block-end: ${({ theme }) => theme.space[4]};
  overflow-x: auto;
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  margin: 0;
  margin-block-end: -1px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 0;
  border-block-end: 2px solid transparent;
  border-start-start-radius: ${({ theme }) => theme.radius.sm};
  border-start-end-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.fg.default};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.color.fg.default};
    border-block-end-color: ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRingInset}
`;

const Panel = styled(RadixTabs.Content)`
  ${focusRing}
`;

/** Tabs on Radix: arrow keys follow the reading direction from UiProvider. */
export function Tabs<V extends string = string>({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  className,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root
      className={className}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(next) => onValueChange?.(next as V)}
      activationMode={activationMode}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
