import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldShell, useFieldIds } from '../TextField/Field.tsx';
import { focusRingInset } from '../theme/focusRing.ts';

export type SelectOption<V extends string = string> = {
  value: V;
  label: ReactNode;
  /** Text for type-ahead when `label` is not plain text. */
  textValue?: string;
  /** BCP 47 tag when the label is in another language (a language's native name). */
  lang?: string;
  disabled?: boolean;
};

export type SelectProps<V extends string = string> = {
  label: ReactNode;
  options: ReadonlyArray<SelectOption<V>>;
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Submitted with the enclosing form under this name. */
  name?: string;
  id?: string;
  /** Label beside the control (toolbars) instead of above it. */
  inline?: boolean;
  className?: string;
};

const Trigger = styled(RadixSelect.Trigger)<{ $invalid?: boolean }>`
  ${controlStyles}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const Chevron = styled.svg`
  flex: none;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  color: ${({ theme }) => theme.color.fg.muted};
`;

const Content = styled(RadixSelect.Content)`
  z-index: ${({ theme }) => theme.layer.overlay};
  min-inline-size: var(--radix-select-trigger-width);
  max-block-size: min(20rem, var(--radix-select-content-available-height));
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
`;

const Viewport = styled(RadixSelect.Viewport)`
  padding: ${({ theme }) => theme.space[1]};
`;

const Item = styled(RadixSelect.Item)`
  position: relative;
  display: flex;
  align-items: center;
  min-block-size: 2.25rem;
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.fg.default};
  }
  &[data-highlighted] {
    ${focusRingInset}
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.muted};
    cursor: not-allowed;
  }
`;

const Indicator = styled(RadixSelect.ItemIndicator)`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  color: ${({ theme }) => theme.color.accent};
`;

const TriggerWrap = styled.div<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
`;

/** A labelled single choice from a short list, on Radix Select (keyboard, type-ahead, RTL). */
export function Select<V extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  description,
  error,
  required,
  disabled,
  name,
  id,
  inline = false,
  className,
}: SelectProps<V>) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={required}
      inline={inline}
      labelFor={ids.control}
      className={className}
    >
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={(next) => onValueChange?.(next as V)}
        required={required}
        disabled={disabled}
        name={name}
      >
        <TriggerWrap $inline={inline}>
          <Trigger
            id={ids.control}
            aria-labelledby={ids.label}
            aria-describedby={describedBy(ids, { description, error })}
            aria-invalid={error ? true : undefined}
            $invalid={Boolean(error)}
          >
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon asChild>
              <Chevron viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </Chevron>
            </RadixSelect.Icon>
          </Trigger>
        </TriggerWrap>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4} align="start">
            <Viewport>
              {options.map((option) => (
                <Item
                  key={option.value}
                  value={option.value}
                  textValue={option.textValue}
                  disabled={option.disabled}
                  lang={option.lang}
                >
                  <Indicator>
                    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                      <path d="m2 6.5 2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </Indicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </Item>
              ))}
            </Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldShell>
  );
}
