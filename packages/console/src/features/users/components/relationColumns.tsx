import type { UserRelation } from '@nsa/api';
import type { TFunction } from 'i18next';
import { DateTimeCell, StaffAddressCell } from '../../../lib/components/Cells.tsx';
import type { ListColumn } from '../../../lib/components/ListTable.tsx';

/**
 * `side` picks which end of the relation the column shows: the ancestor or the descendant. A
 * relation's counts are its descendant's, so the inviter chain (whose descendant is always the
 * user on the page) leaves them out rather than repeat them on every inviter's row.
 */
export function relationColumns(t: TFunction, side: 'inviter' | 'user'): ListColumn<UserRelation>[] {
  const counts: ListColumn<UserRelation>[] = [
    {
      id: 'direct',
      header: t('columns.directCount'),
      numeric: true,
      cell: (r) => r.directCount,
      csv: (r) => r.directCount,
    },
    {
      id: 'downline',
      header: t('columns.downlineCount'),
      numeric: true,
      cell: (r) => r.downlineCount,
      csv: (r) => r.downlineCount,
    },
  ];
  return [
    {
      id: 'address',
      header: side === 'inviter' ? t('columns.inviter') : t('columns.user'),
      cell: (r) => <StaffAddressCell address={side === 'inviter' ? r.inviterAddress : r.userAddress} user />,
      csv: (r) => (side === 'inviter' ? r.inviterAddress : r.userAddress),
    },
    {
      id: 'level',
      header: t('columns.level'),
      sort: 'level',
      numeric: true,
      cell: (r) => r.level,
      csv: (r) => r.level,
    },
    ...(side === 'user' ? counts : []),
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      cell: (r) => <DateTimeCell iso={r.createdAt} />,
      csv: (r) => r.createdAt,
    },
  ];
}
