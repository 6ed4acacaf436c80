import { type FocusEvent, type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Input as FieldInput } from '../TextField/Field.tsx';
import { visuallyHidden } from '../theme/visuallyHidden.ts';
import { optionId, Popup, type SearchResult, SearchResults } from './SearchResults.tsx';

export type { SearchResult } from './SearchResults.tsx';

export type SearchFieldProps = {
  /** The field's name, read by screen readers; shown as the placeholder too. */
  label: string;
  /** Called with the trimmed text when Enter is pressed (never with an empty one). */
  onSearch: (text: string) => void;
  /** A search is under way: the field stays as it is and says so. */
  busy?: boolean;
  /** Announced while busy, e.g. "Searching…". */
  busyLabel?: string;
  /** The last search's results, listed under the field; `null` (or left out) while there is none. */
  results?: readonly SearchResult[] | null;
  /** Names the list of results for screen readers, e.g. "Matches". */
  resultsLabel?: string;
  /** Shown and announced with the results: their count, or that nothing matched. */
  summary?: string;
  /** A result was chosen (Enter on the highlighted one, or a click). */
  onChoose?: (result: SearchResult) => void;
  /** The results are no longer wanted: Escape, new typing, or the focus left the search. */
  onDismiss?: () => void;
  className?: string;
};

/**
 * A compact search box (a `search` landmark) for a header, and a combobox over its results:
 * Enter searches, the arrow keys move through the results, Enter opens the highlighted one,
 * Escape closes the list (and clears the text when it is closed).
 */
export function SearchField({
  label,
  onSearch,
  busy = false,
  busyLabel,
  results = null,
  resultsLabel,
  summary,
  onChoose,
  onDismiss,
  className,
}: SearchFieldProps) {
  const id = useId();
  const listId = `${id}-results`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const open = results !== null;
  const listed = open && results.length > 0;

  const dismiss = () => {
    setActive(-1);
    if (open) onDismiss?.();
  };
  const choose = (result: SearchResult) => {
    setActive(-1);
    onChoose?.(result);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value && !busy) {
      setActive(-1);
      onSearch(value);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = listed ? results.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From nothing highlighted, Down starts at the first result and Up at the last; both wrap.
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && listed && active >= 0) {
      const result = results[active];
      if (!result) return;
      event.preventDefault();
      choose(result);
    } else if (event.key === 'Escape') {
      // The browser clears a search input on Escape by itself; the list goes first.
      event.preventDefault();
      if (open) dismiss();
      else setText('');
    }
  };
  // Leaving the search (not into its own list) closes the list.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dismiss();
  };

  return (
    <Form role="search" onSubmit={submit} onBlur={onBlur} className={className} aria-busy={busy || undefined}>
      <Label htmlFor={id}>{label}</Label>
      <Icon aria-hidden="true" viewBox="0 0 16 16">
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5 14 14" />
      </Icon>
      <Input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={listed}
        aria-controls={listed ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={listed && active >= 0 ? optionId(listId, active) : undefined}
        value={text}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          dismiss();
        }}
        onKeyDown={onKeyDown}
      />
      <Status role="status">{busy ? busyLabel : open ? summary : ''}</Status>
      {open ? (
        <Popup>
          {listed ? (
            <SearchResults
              id={listId}
              label={resultsLabel ?? label}
              results={results}
              active={active}
              onChoose={choose}
              onHover={setActive}
            />
          ) : null}
          {summary ? <Summary aria-hidden="true">{summary}</Summary> : null}
        </Popup>
      ) : null}
    </Form>
  );
}

const Summary = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

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
  /* A header squeezed by a long language's labels cuts its placeholder with an ellipsis, not mid-letter. */
  text-overflow: ellipsis;
`;
