import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { useUi } from '../theme/UiProvider.tsx';

export type FilterBarLabels = {
  /** Accessible name of the search landmark, e.g. "Order filters". */
  form: string;
  apply: string;
  reset: string;
};

export type FilterBarProps = {
  /** The filter fields (TextField, Select, date inputs…); each needs a `name` to appear in `onApply`. */
  children: ReactNode;
  /** Called on Apply or Enter in a field with the form's named values, trimmed. */
  onApply: (values: Record<string, string>) => void;
  /**
   * Clears the filters; the caller resets its fields (controlled values or a new `key`). Without it
   * there is no reset button: pass it only while a filter is set.
   */
  onReset?: () => void;
  labels: FilterBarLabels;
  /** Controls at the end of the bar, e.g. an export button. */
  actions?: ReactNode;
  /** Marks Apply busy while the filtered list loads. */
  busy?: boolean;
};

function namedValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value.trim();
  }
  return values;
}

/** A wrapping row of filter fields with Apply and Reset; Enter in a field applies. */
export function FilterBar({ children, onApply, onReset, labels, actions, busy = false }: FilterBarProps) {
  const { dir } = useUi();
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onApply(namedValues(event.currentTarget));
  };
  return (
    <Form
      role="search"
      aria-label={labels.form}
      onSubmit={submit}
      dir={dir}
      noValidate
      data-open={open || undefined}
    >
      <Toggle variant="quiet" aria-expanded={open} aria-controls={fieldsId} onClick={() => setOpen(!open)}>
        {labels.form}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Toggle>
      <Fields id={fieldsId} data-collapsible="">
        {children}
      </Fields>
      {/* Without extra actions the row holds only Apply and Reset, which fold with the fields. */}
      <Buttons data-collapsible={actions ? undefined : ''}>
        <Button type="submit" loading={busy} data-collapsible="">
          {labels.apply}
        </Button>
        {onReset ? (
          <Button variant="secondary" onClick={onReset} data-collapsible="">
            {labels.reset}
          </Button>
        ) : null}
        {actions ? <End>{actions}</End> : null}
      </Buttons>
    </Form>
  );
}

/**
 * Fields that belong together, such as a From–To date range: they wrap onto the next row as one
 * unit, never split around other fields, and stack inside it only where one row is narrower than
 * both (a phone).
 */
export const FilterGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  /* Doubled class: wins over the bar's sizing of single fields. */
  && {
    flex: 2 1 20rem;
    min-inline-size: min(100%, 20rem);
  }
  & > * {
    flex: 1 1 9rem;
    min-inline-size: 0;
  }
`;

// The same break as the app shell's drawer.
const narrow = '(max-width: 47.99rem)';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  /* On phones the fields fold behind one button, so the list starts on the first screen. */
  @media ${narrow} {
    padding: ${({ theme }) => theme.space[2]};
    &:not([data-open]) [data-collapsible] {
      display: none;
    }
  }
`;

const Toggle = styled(Button)`
  display: none;
  @media ${narrow} {
    display: inline-flex;
    flex: 1 1 100%;
    justify-content: space-between;
  }
`;

const Fields = styled.div`
  display: flex;
  flex: 999 1 30rem;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  & > * {
    flex: 1 1 11rem;
    min-inline-size: 0;
    max-inline-size: 100%;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;
