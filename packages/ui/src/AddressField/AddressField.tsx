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
import { type AddressCheck, checkAddressInput } from './checkAddressInput.ts';

export type AddressFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'dir'
> & {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when the trimmed input is not an address (or is empty and required), after blur or submit. */
  invalidMessage: ReactNode;
  /** Shown instead of `invalidMessage` when a required field is left empty: nothing to correct, only to fill. */
  requiredMessage?: ReactNode;
  /** An error from elsewhere (the server); shown whatever the input holds. */
  error?: ReactNode;
  required?: boolean;
  value?: string;
  defaultValue?: string;
  /** Every keystroke, untrimmed; on blur and submit again with the trimmed value. */
  onValueChange?: (value: string) => void;
  /** After blur and before the enclosing form's submit handlers run. */
  onValidate?: (result: AddressCheck) => void;
};

const AddressInput = styled(Input)`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** An EVM address input: trims on blur and submit, checks the checksum, always left to right. */
export function AddressField({
  label,
  description,
  invalidMessage,
  requiredMessage,
  error,
  required,
  value,
  defaultValue = '',
  onValueChange,
  onValidate,
  onBlur,
  id,
  className,
  ref,
  ...rest
}: AddressFieldProps) {
  const ids = useFieldIds(id);
  const { inputRef, current, checked, update, commit } = useCheckedInput<AddressCheck>({
    value,
    defaultValue,
    onValueChange,
    onValidate,
    check: checkAddressInput,
  });

  const { valid, value: trimmed } = checkAddressInput(current);
  const showInvalid = checked && !valid && (trimmed !== '' || Boolean(required));
  const ownError = trimmed === '' ? (requiredMessage ?? invalidMessage) : invalidMessage;
  const shownError = error ?? (showInvalid ? ownError : undefined);

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
      <AddressInput
        ref={mergeRefs(inputRef, ref)}
        id={ids.control}
        type="text"
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        required={required}
        aria-required={required || undefined}
        value={current}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(ids, { description, error: shownError })}
        $invalid={Boolean(shownError)}
        onChange={(event) => update(event.target.value)}
        onBlur={(event) => {
          commit();
          onBlur?.(event);
        }}
        {...rest}
      />
    </FieldShell>
  );
}
