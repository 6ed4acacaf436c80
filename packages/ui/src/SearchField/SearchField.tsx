import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Input as FieldInput } from '../TextField/Field.tsx';
import { visuallyHidden } from '../theme/visuallyHidden.ts';

export type SearchFieldProps = {
  /** The field's name, read by screen readers; shown as the placeholder too. */
  label: string;
  /** Called with the trimmed text when Enter is pressed (never with an empty one). */
  onSearch: (text: string) => void;
  /** A search is under way: the field stays as it is and says so. */
  busy?: boolean;
  /** Announced while busy, e.g. "Searching…". */
  busyLabel?: string;
  className?: string;
};

/** A compact search box (a `search` landmark) for a header: Enter searches, Escape clears. */
export function SearchField({ label, onSearch, busy = false, busyLabel, className }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value && !busy) onSearch(value);
  };
  return (
    <Form role="search" onSubmit={submit} className={className} aria-busy={busy || undefined}>
      <Label htmlFor={id}>{label}</Label>
      <Icon aria-hidden="true" viewBox="0 0 16 16">
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5 14 14" />
      </Icon>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setText('');
        }}
      />
      <Status role="status">{busy ? busyLabel : ''}</Status>
    </Form>
  );
}

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  min-inline-size: 0;
  &[aria-busy] input {
    cursor: progress;
  }
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Status = styled.span`
  ${visuallyHidden}
`;

const Icon = styled.svg`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]};
  inline-size: 0.875rem;
  block-size: 0.875rem;
  fill: none;
  stroke: ${({ theme }) => theme.color.fg.muted};
  stroke-width: 1.5;
  stroke-linecap: round;
  pointer-events: none;
`;

// The form fields' own control, sized for a header.
const Input = styled(FieldInput)`
  inline-size: 16rem;
  max-inline-size: 100%;
  min-inline-size: 0;
  min-block-size: 0;
  block-size: 2rem;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
