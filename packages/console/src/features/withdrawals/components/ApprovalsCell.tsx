import type { Withdrawal } from '@nsa/api';
import { useTranslation } from 'react-i18next';
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
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', minInlineSize: '12rem' }}>
      <span style={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {t('withdraw.approvalsCount', { approved: w.approvals.length, required: w.requiredApprovals })}
      </span>
      {w.approvals.length > 0 ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' }}>
          {w.approvals.map((a) => (
            <li
              key={a.address}
              style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}
            >
              <AddressCell address={a.address} />
              <span className="muted">
                <DateTimeCell iso={a.at} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
