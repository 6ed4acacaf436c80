import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { focusRing } from '../theme/focusRing.ts';
import { useUi } from '../theme/UiProvider.tsx';
import { Chevron } from './Chevron.tsx';
import { clampPage, pageCount } from './pageCount.ts';

export type PaginationLabels = {
  /** Accessible name of the pagination landmark, e.g. "Orders pages". */
  navigation: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  total: (count: number) => string;
  /** Label of the page size select; required when `onPageSizeChange` is given. */
  rowsPerPage?: string;
};

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  labels: PaginationLabels;
  /** Disables the controls while a page loads. */
  disabled?: boolean;
};

/** Previous/next paging with the total and an optional page size select. */
export function Pagination({
  page,
  pageSize,
  total,
  pageSizeOptions = [10, 20, 50, 100],
  onPageChange,
  onPageSizeChange,
  labels,
  disabled = false,
}: PaginationProps) {
  const { dir } = useUi();
  const id = useId();
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, pages);
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize];
  return (
    <Bar aria-label={labels.navigation} dir={dir}>
      <Muted>{labels.total(total)}</Muted>
      <Controls>
        {onPageSizeChange && labels.rowsPerPage ? (
          <SizeField>
            <label htmlFor={`${id}-size`}>{labels.rowsPerPage}</label>
            <SizeSelect
              id={`${id}-size`}
              value={pageSize}
              disabled={disabled}
              onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SizeSelect>
          </SizeField>
        ) : null}
        <Stepper>
          <Button
            variant="secondary"
            size="sm"
            icon={<Chevron toward="start" />}
            disabled={disabled || current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            {labels.previous}
          </Button>
          <span aria-live="polite">{labels.pageOf(current, pages)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || current >= pages}
            onClick={() => onPageChange(current + 1)}
          >
            {labels.next}
            <Chevron toward="end" />
          </Button>
        </Stepper>
      </Controls>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.default};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Previous, the page and next wrap as one: on a phone they share a line under the page size
 * rather than previous ending one line and next starting the other.
 */
const Stepper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const SizeField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.muted};
`;

const SizeSelect = styled.select`
  min-block-size: 2rem;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  ${focusRing}
`;
