import type { ReactNode } from 'react';
import styled from 'styled-components';

export type SearchResult = {
  /** Unique among the results; handed back when the result is chosen. */
  id: string;
  /** What kind of record it is ("Withdrawal"), in the reader's language. */
  kind: string;
  /** What matched: an address, an id, a hash. Drawn left to right in every language. */
  title: string;
  /** A short fact that tells similar results apart (a role, an amount). */
  detail?: ReactNode;
};

/** The id of a result's option, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The popup list of a search combobox. Options are never focused: the input keeps the focus and
 * points at the highlighted one (`aria-activedescendant`), as the ARIA combobox pattern asks.
 */
export function SearchResults({
  id,
  label,
  results,
  active,
  onChoose,
  onHover,
}: {
  id: string;
  label: string;
  results: readonly SearchResult[];
  active: number;
  onChoose: (result: SearchResult) => void;
  onHover: (index: number) => void;
}) {
  return (
    <List id={id} role="listbox" aria-label={label}>
      {results.map((result, index) => (
        <Option
          key={result.id}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          // The input keeps the focus; a click chooses without blurring it first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(result)}
          onMouseMove={() => onHover(index)}
        >
          <Kind>{result.kind}</Kind>
          <Title dir="ltr" translate="no">
            {result.title}
          </Title>
          {result.detail ? <Detail>{result.detail}</Detail> : null}
        </Option>
      ))}
    </List>
  );
}

/** The popup under the field: its width, never wider than the screen. */
export const Popup = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[1]});
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  box-sizing: border-box;
  /* Wide enough for a whole address beside its kind, never wider than the screen. */
  inline-size: max(100%, 30rem);
  max-inline-size: calc(100vw - 2 * ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
`;

// One column of kinds for every row (the rows are subgrids), so the matches line up.
const List = styled.ul`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 20rem;
  overflow-y: auto;
`;

const Option = styled.li`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.accentSoft};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

// Left to right inside, but placed at the row's start in either direction.
const Title = styled.bdi`
  justify-self: start;
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.color.fg.muted};
`;
