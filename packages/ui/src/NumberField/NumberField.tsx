import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import {
  describedBy,
  FieldShell,
  Input,
  mergeRefs,
  useCheckedInput,
  useFieldIds,
} from '../TextField/Field.tsx';
import { useUi } from '../theme/UiProvider.tsx';
import { checkDecimalInput, type DecimalCheck, type DecimalProblem } from './checkDecimalInput.ts';

export type NumberFieldMessages = {
  /** Not a decimal number. */
  invalid: ReactNode;
  /** Empty while required; falls back to `invalid`. */
  required?: ReactNode;
  /** Below `min`; the caller puts the bound in the text. Falls back to `invalid`. */
  min?: ReactNode;
  max?: ReactNode;
  decimals?: ReactNode;
};

export type NumberFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'dir' | 'min' | 'max' | 'inputMode'
> & {
  label: ReactNode;
  description?: ReactNode;
  messages: NumberFieldMessages;
  /** An error from elsewhere (the server); shown whatever the input holds. */
  error?: ReactNode;
  required?: boolean;
  /** Decimal strings, never floats. */
  value?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
  /** Most digits after the decimal point; 0 for whole numbers. */
  decimals?: number;
  /** Every keystroke as typed; on blur and submit again with the normalised decimal string. */
  onValueChange?: (value: string) => void;
  /** After blur and before the enclosing form's submit handlers run. */
  onValidate?: (result: DecimalCheck) => void;
  /** Shown after the input, e.g. a token symbol. */
  suffix?: ReactNode;
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const NumberInput = styled(Input)`
  font-variant-numeric: tabular-nums;
`;

const Suffix = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/**
 * A decimal input for amounts and points: strings in and out, bounds and precision checked on blur.
 * Grouping (`1,500`) and the locale's digits are accepted and shown back as the plain decimal.
 */
export function NumberField({
  label,
  description,
  messages,
  error,
  required,
  value,
  defaultValue = '',
  min,
  max,
  decimals,
  onValueChange,
  onValidate,
  onBlur,
  suffix,
  id,
  className,
  ref,
  ...rest
}: NumberFieldProps) {
  const ids = useFieldIds(id);
  // The reader's own digits and marks are read; what is written back is the plain decimal.
  const { locale } = useUi();
  const rules = { min, max, decimals };
  const { inputRef, current, checked, update, commit } = useCheckedInput<DecimalCheck>({
    value,
    defaultValue,
    onValueChange,
    onValidate,
    check: (raw) => checkDecimalInput(raw, rules, locale),
    rewrite: (result) => result.problem !== 'invalid',
  });

  const { problem, value: normal } = checkDecimalInput(current, rules, locale);
  const messageFor = (p: DecimalProblem) =>
    p === 'invalid' ? messages.invalid : (messages[p] ?? messages.invalid);
  const ownError = !checked
    ? undefined
    : problem
      ? messageFor(problem)
      : required && normal === ''
        ? (messages.required ?? messages.invalid)
        : undefined;
  const shownError = error ?? ownError;

  return (
    <FieldShell
      ids={ids}
      label={label}
      description={description}
      error={shownError}
      required={required}
      labelFor={ids.control}
      className={className}
    >
      <Row>
        <NumberInput
          ref={mergeRefs(inputRef, ref)}
          id={ids.control}
          type="text"
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          required={required}
          value={current}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={
            [suffix ? `${ids.control}-suffix` : null, describedBy(ids, { description, error: shownError })]
              .filter(Boolean)
              .join(' ') || undefined
          }
          $invalid={Boolean(shownError)}
          onChange={(event) => update(event.target.value)}
          onBlur={(event) => {
            commit();
            onBlur?.(event);
          }}
          {...rest}
        />
        {suffix ? <Suffix id={`${ids.control}-suffix`}>{suffix}</Suffix> : null}
      </Row>
    </FieldShell>
  );
}
