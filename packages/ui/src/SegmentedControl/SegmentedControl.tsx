import { useId } from 'react';
import styled from 'styled-components';
import { focusOutline } from '../theme/focusRing.ts';
import { visuallyHidden } from '../theme/visuallyHidden.ts';

export type SegmentedOption<V extends string = string> = { value: V; label: string };

export type SegmentedControlProps<V extends string = string> = {
  /** Names the group (a visually hidden legend, unless `showLabel`). */
  label: string;
  showLabel?: boolean;
  options: ReadonlyArray<SegmentedOption<V>>;
  value: V;
  onValueChange: (value: V) => void;
};

/**
 * A few mutually exclusive choices side by side (a period, a view): native radio buttons, so the
 * arrow keys move between them in the reading direction and forms and screen readers know them.
 */
export function SegmentedControl<V extends string>({
  label,
  showLabel = false,
  options,
  value,
  onValueChange,
}: SegmentedControlProps<V>) {
  const name = useId();
  return (
    <Fieldset>
      <Legend data-hidden={!showLabel}>{label}</Legend>
      <Segments>
        {options.map((option) => (
          <Segment key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </Segment>
        ))}
      </Segments>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  float: inline-start;
  padding: 0;
  margin-inline-end: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-hidden='true'] {
    ${visuallyHidden}
  }
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Segment = styled.label`
  position: relative;
  display: inline-flex;
  & > input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & > span {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.25rem;
    padding-inline: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
  }
  & > input:hover + span {
    color: ${({ theme }) => theme.color.fg.default};
  }
  & > input:checked + span {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.fg.default};
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.12);
  }
  & > input:focus-visible + span {
    ${focusOutline('-2px')}
  }
`;
