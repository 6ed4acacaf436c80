import type { ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldShell, useFieldIds } from '../TextField/Field.tsx';

export type SelectOption<V extends string = string> = {
  value: V;
  /** Plain text: a native option shows text only. */
  label: string;
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
  /** Shown while nothing is chosen; it cannot be chosen again once something is. */
  placeholder?: string;
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

// The chevron is a background image so the whole box stays the native control (one tab stop, the
// platform's list on a phone); `background-position-x` flips with the writing direction.
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 12'%3E%3Cpath d='M2 4.5 6 8.5l4-4' fill='none' stroke='%23888' stroke-width='1.5'/%3E%3C/svg%3E\")";

const Control = styled.select<{ $invalid?: boolean; $inline: boolean }>`
  ${controlStyles}
  inline-size: ${({ $inline }) => ($inline ? 'auto' : '100%')};
  appearance: none;
  cursor: pointer;
  padding-inline-end: ${({ theme }) => theme.space[6]};
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-size: 0.75rem;
  background-position: right ${({ theme }) => theme.space[3]} center;
  &:dir(rtl) {
    background-position: left ${({ theme }) => theme.space[3]} center;
  }
  &:has(option[data-placeholder]:checked) {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  & option {
    color: ${({ theme }) => theme.color.fg.default};
    background: ${({ theme }) => theme.color.surface};
  }
`;

/**
 * A labelled single choice from a short list: the native select, which brings the keyboard,
 * type-ahead, RTL and the phone's own picker without a line of script.
 */
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
  const controlled = value !== undefined;
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
      <Control
        id={ids.control}
        name={name}
        required={required}
        disabled={disabled}
        aria-describedby={describedBy(ids, { description, error })}
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        $inline={inline}
        {...(controlled ? { value } : { defaultValue: defaultValue ?? (placeholder ? '' : undefined) })}
        onChange={(event) => onValueChange?.(event.currentTarget.value as V)}
      >
        {placeholder ? (
          <option value="" disabled hidden data-placeholder="">
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </Control>
    </FieldShell>
  );
}
