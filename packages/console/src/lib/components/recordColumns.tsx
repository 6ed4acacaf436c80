import type { Order, ReferralOrder } from '@nsa/api';
import type { TFunction } from 'i18next';
import {
  AddressCell,
  ChainCell,
  Count,
  DateTimeCell,
  OrderStatusCell,
  TokenAmount,
  TxHashCell,
} from './Cells.tsx';
import type { ListColumn } from './ListTable.tsx';

export function referralColumns(t: TFunction): ListColumn<ReferralOrder>[] {
  return [
    {
      id: 'orderId',
      header: t('columns.id'),
      cell: (r) => <bdi dir="ltr">{r.orderId}</bdi>,
      csv: (r) => r.orderId,
    },
    {
      id: 'buyer',
      header: t('columns.buyer'),
      cell: (r) => <AddressCell address={r.buyerAddress} chainId={r.chainId} user />,
      csv: (r) => r.buyerAddress,
    },
    {
      id: 'referrer',
      header: t('columns.referrer'),
      cell: (r) => <AddressCell address={r.referrerAddress} chainId={r.chainId} user />,
      csv: (r) => r.referrerAddress,
    },
    {
      id: 'level',
      header: t('columns.level'),
      sort: 'level',
      numeric: true,
      cell: (r) => r.level,
      csv: (r) => r.level,
    },
    {
      id: 'commission',
      header: t('columns.commission'),
      sort: 'commission',
      numeric: true,
      cell: (r) => <TokenAmount value={r.commission} symbol={r.tokenSymbol} />,
      csv: (r) => r.commission,
    },
    {
      id: 'chain',
      header: t('columns.chain'),
      cell: (r) => <ChainCell chainId={r.chainId} />,
      csv: (r) => r.chainId,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      cell: (r) => <DateTimeCell iso={r.createdAt} />,
      csv: (r) => r.createdAt,
    },
  ];
}

export function orderColumns(t: TFunction): ListColumn<Order>[] {
  return [
    {
      id: 'orderNo',
      header: t('columns.orderNo'),
      // An identifier (`PO2026…`), shown as issued: not the console's to translate.
      cell: (o) => (
        <bdi dir="ltr" translate="no">
          {o.orderNo}
        </bdi>
      ),
      csv: (o) => o.orderNo,
    },
    {
      id: 'address',
      header: t('columns.address'),
      cell: (o) => <AddressCell address={o.address} chainId={o.chainId} user />,
      csv: (o) => o.address,
    },
    {
      id: 'chain',
      header: t('columns.chain'),
      cell: (o) => <ChainCell chainId={o.chainId} />,
      csv: (o) => o.chainId,
    },
    {
      id: 'quantity',
      header: t('columns.quantity'),
      sort: 'quantity',
      numeric: true,
      cell: (o) => <Count value={o.quantity} />,
      csv: (o) => o.quantity,
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      sort: 'amount',
      numeric: true,
      cell: (o) => <TokenAmount value={o.amount} symbol={o.tokenSymbol} />,
      csv: (o) => o.amount,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (o) => <OrderStatusCell status={o.status} />,
      csv: (o) => o.status,
    },
    {
      id: 'txHash',
      header: t('columns.txHash'),
      cell: (o) => <TxHashCell hash={o.txHash} chainId={o.chainId} />,
      csv: (o) => o.txHash,
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      cell: (o) => <DateTimeCell iso={o.createdAt} />,
      csv: (o) => o.createdAt,
    },
  ];
}
