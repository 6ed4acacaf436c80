import type { Withdrawal } from '@nsa/api';
import { Stack, Text } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateTimeCell, StaffAddressCell } from '../../../lib/components/Cells.tsx';
import { typed } from '../../../lib/inSentence.ts';

/** Whether `address` is among the withdrawal's approvers (a super approves at most once). */
export function approvedBy(w: Pick<Withdrawal, 'approvals'>, address: string | undefined): boolean {
  const me = address?.toLowerCase();
  return me !== undefined && w.approvals.some((a) => a.address.toLowerCase() === me);
}

/**
 * "1 of 2 approvals" and who approved when, for withdrawals that need two supers; a one-approval
 * withdrawal shows nothing here (its status and "Decided by" say it all).
 */
export function ApprovalsCell({ withdrawal: w, notes = false }: { withdrawal: Withdrawal; notes?: boolean }) {
  const { t } = useTranslation();
  if (w.requiredApprovals < 2) return null;
  return (
    <Approvals gap={1}>
      <Text nowrap weight="medium">
        {t('withdraw.approvalsCount', { approved: w.approvals.length, count: w.requiredApprovals })}
      </Text>
      {w.approvals.length > 0 ? (
        <Stack as="ul" gap={1}>
          {w.approvals.map((a) => (
            <Stack as="li" gap={1} key={a.address}>
              <Stack direction="row" wrap gap={2} align="center">
                <StaffAddressCell address={a.address} />
                <Text tone="muted">
                  <DateTimeCell iso={a.at} />
                </Text>
              </Stack>
              {/* The approver's signed note, for the super who approves next. */}
              {notes && a.note ? (
                <NoteText>{t('withdraw.noteQuoted', { note: typed(a.note) })}</NoteText>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Approvals>
  );
}

const NoteText = styled(Text)`
  white-space: pre-wrap;
  font-style: italic;
`;

// Wide enough for an address chip and its date on one line.
const Approvals = styled(Stack)`
  min-inline-size: 12rem;
`;
