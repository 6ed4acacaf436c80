import type { User } from '@nsa/api';
import { shortenAddress, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { AddressCell, Count, DateTimeCell } from '../../../lib/components/Cells.tsx';
import type { ListColumn } from '../../../lib/components/ListTable.tsx';

export function userColumns(t: TFunction): ListColumn<User>[] {
  return [
    {
      id: 'address',
      header: t('columns.address'),
      sort: 'address',
      // The row's way to its detail page stays on screen.
      hideable: false,
      cell: (u) => (
        // Named by its visible (shortened) text; the full address is the title.
        <Link to={`/user/${u.address}`}>
          <Text as="bdi" mono dir="ltr" title={u.address}>
            {shortenAddress(u.address)}
          </Text>
        </Link>
      ),
      csv: (u) => u.address,
    },
    { id: 'role', header: t('columns.role'), cell: (u) => t(`roles.${u.role}`), csv: (u) => u.role },
    {
      id: 'inviter',
      header: t('columns.inviter'),
      cell: (u) => <AddressCell address={u.inviterAddress} user />,
      csv: (u) => u.inviterAddress,
    },
    {
      id: 'points',
      header: t('columns.points'),
      sort: 'points',
      numeric: true,
      cell: (u) => <Count value={u.points} />,
      csv: (u) => u.points,
    },
    {
      id: 'remark',
      header: t('columns.remark'),
      width: '12rem',
      cell: (u) => u.remark ?? '',
      csv: (u) => u.remark,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      cell: (u) => <DateTimeCell iso={u.createdAt} />,
      csv: (u) => u.createdAt,
    },
  ];
}
