import { useId } from 'react';
import styled from 'styled-components';
import { focusOutline } from '../theme/focusRing.ts';
import { visuallyHidden } from '../theme/visuallyHidden.ts';

export type ThemeChoice = 'light' | 'dark' | 'system';

export type ThemeToggleLabels = {
  /** Names the group, e.g. "Theme". */
  legend: string;
  light: string;
  dark: string;
  system: string;
};

export type ThemeToggleProps = {
  value: ThemeChoice;
  onChange: (value: ThemeChoice) => void;
  labels: ThemeToggleLabels;
  /** Shows only the icons; the labels stay as accessible names and tooltips. */
  iconsOnly?: boolean;
  className?: string;
};

const choices: ReadonlyArray<{ value: ThemeChoice; icon: string }> = [
  { value: 'light', icon: '☀' },
  { value: 'dark', icon: '☾' },
  { value: 'system', icon: '◐' },
];

const Group = styled.fieldset`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  float: inline-start;
  margin-inline-end: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 2px;
  gap: 2px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Segment = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: 2rem;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  user-select: none;
  &:hover {
    color: ${({ theme }) => theme.color.fg.default};
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.fg.default};
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.15);
  }
  &:has(input:focus-visible) {
    ${focusOutline('1px')}
  }
`;

// Visually hidden but still a real radio: arrow keys, form semantics and RTL come from the browser.
const Radio = styled.input`
  ${visuallyHidden}
  opacity: 0;
`;

const Icon = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1;
`;

/** Light, dark or follow the system, as a segmented radio group. */
export function ThemeToggle({ value, onChange, labels, iconsOnly = false, className }: ThemeToggleProps) {
  const name = useId();
  return (
    <Group className={className}>
      <Legend>{labels.legend}</Legend>
      <Segments>
        {choices.map((choice) => (
          <Segment key={choice.value} title={iconsOnly ? labels[choice.value] : undefined}>
            <Radio
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-label={iconsOnly ? labels[choice.value] : undefined}
            />
            <Icon aria-hidden="true">{choice.icon}</Icon>
            {iconsOnly ? null : labels[choice.value]}
          </Segment>
        ))}
      </Segments>
    </Group>
  );
}
