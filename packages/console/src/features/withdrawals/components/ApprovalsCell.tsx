import type { Withdrawal } from '@nsa/api';
import { Text } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AddressCell, DateTimeCell } from '../../../lib/components/Cells.tsx';

/** Whether `address` is among the withdrawal's approvers (a super approves at most once). */
export function approvedBy(w: Pick<Withdrawal, 'approvals'>, address: string | undefined): boolean {
  const me = address?.toLowerCase();
  return me !== undefined && w.approvals.some((a) => a.address.toLowerCase() === me);
}

/**
 * "1 of 2 approvals" and who approved when, for withdrawals that need two supers; a one-approval
 * withdrawal shows nothing here (its status and "Decided by" say it all).
 */
export function ApprovalsCell({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  if (w.requiredApprovals < 2) return null;
  return (
    <Box>
      <Text nowrap weight="medium">
        {t('withdraw.approvalsCount', { approved: w.approvals.length, required: w.requiredApprovals })}
      </Text>
      {w.approvals.length > 0 ? (
        <Approvals>
          {w.approvals.map((a) => (
            <li key={a.address}>
              <AddressCell address={a.address} />
              <Text tone="muted">
                <DateTimeCell iso={a.at} />
              </Text>
            </li>
          ))}
        </Approvals>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 12rem;
`;

const Approvals = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
