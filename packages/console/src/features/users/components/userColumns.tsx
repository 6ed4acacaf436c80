import type { User } from '@nsa/api';
import { shortenAddress, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Count, DateTimeCell, StaffAddressCell, UserText } from '../../../lib/components/Cells.tsx';
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
        // Named by its visible text (a staff account's label, the shortened address); the full
        // address is the title.
        <Link to={`/user/${u.address}`}>
          {u.label ? (
            <>
              <StaffLabel translate="no">{u.label}</StaffLabel>{' '}
            </>
          ) : null}
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
      cell: (u) => <StaffAddressCell address={u.inviterAddress} user />,
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
      cell: (u) => <UserText>{u.remark}</UserText>,
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

/** A staff account's label before its address, in the text font, at most one line. */
const StaffLabel = styled.bdi`
  display: inline-block;
  max-inline-size: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
  /* An inline block takes no underline from its link: it draws the link's own. */
  text-decoration: underline;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
