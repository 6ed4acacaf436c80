import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { menuSurface } from '../theme/menuSurface.ts';
import { useUi } from '../theme/UiProvider.tsx';
import type { ColumnChooserProps } from './ColumnChooser.tsx';

/** A menu of checkboxes that show and hide columns; the last visible column cannot be hidden. */
export function ColumnMenu<T>({
  columns,
  label,
  nameOf,
  defaultOpen = false,
}: ColumnChooserProps<T> & { defaultOpen?: boolean }) {
  const { dir } = useUi();
  const visibleCount = columns.filter((column) => column.getIsVisible()).length;
  return (
    <DropdownMenu.Root dir={dir} modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm">
          {label}
          <span aria-hidden="true">▾</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={4} collisionPadding={8}>
          {columns.map((column) => {
            const visible = column.getIsVisible();
            return (
              <Item
                key={column.id}
                checked={visible}
                disabled={visible && visibleCount <= 1}
                // Keep the menu open so several columns can be toggled in a row.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
              >
                <Box aria-hidden="true">
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </Box>
                {nameOf(column)}
              </Item>
            );
          })}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const Content = styled(DropdownMenu.Content)`
  ${menuSurface}
  min-inline-size: 12rem;
`;

const Item = styled(DropdownMenu.CheckboxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.accentSoft};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1rem;
  block-size: 1rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.accent};
`;
