import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, FieldShell, Input, useFieldIds } from './Field.tsx';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  label: ReactNode;
  /** Hint under the control, read after the label. */
  description?: ReactNode;
  /** Shown under the control; marks it aria-invalid. */
  error?: ReactNode;
  required?: boolean;
};

/** A labelled text input with description and error wired to aria-describedby. */
export function TextField({ label, description, error, required, id, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      ids={ids}
      label={label}
      description={description}
      error={error}
      required={required}
      labelFor={ids.control}
      className={className}
    >
      <Input
        id={ids.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { description, error })}
        $invalid={Boolean(error)}
        {...rest}
      />
    </FieldShell>
  );
}
