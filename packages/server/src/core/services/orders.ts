import type { Access, EndpointParsedInput, Order, ReferralOrder, SessionUser } from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { toInt, toIso, toText } from '../db/values.ts';
import { type ListShape, runList, searchWhere } from './lists.ts';
import { scopeTo } from './scope.ts';

function toOrder(r: Record<string, unknown>): Order {
  return {
    id: toText(r.id),
    orderNo: String(r.order_no),
    address: r.address as `0x${string}`,
    chainId: toInt(r.chain_id) as Order['chainId'],
    tokenSymbol: r.token_symbol as Order['tokenSymbol'],
    quantity: toInt(r.quantity),
    unitPrice: toText(r.unit_price),
    amount: toText(r.amount),
    txHash: (r.tx_hash ?? null) as string | null,
    status: r.status as Order['status'],
    createdAt: toIso(r.created_at),
  };
}

const orderList = (table: 'orders' | 'purchase_orders'): ListShape => ({
  from: sql`from ${sql.raw(table)} o`,
  select: sql`o.id::text as id, o.order_no, o.address, o.chain_id, o.token_symbol, o.quantity,
    o.unit_price::text as unit_price, o.amount::text as amount, o.tx_hash, o.status, o.created_at`,
  id: sql`o.id`,
  createdAt: sql`o.created_at`,
  sorts: {
    createdAt: { expr: sql`o.created_at`, type: 'timestamptz' },
    amount: { expr: sql`o.amount`, type: 'numeric' },
    quantity: { expr: sql`o.quantity`, type: 'int' },
  },
  estimateTable: table,
});
const ORDER_LISTS = { orders: orderList('orders'), purchase_orders: orderList('purchase_orders') };

/** Orders and purchase orders share one record and one query shape. */
export function listOrders(
  db: Db,
  table: 'orders' | 'purchase_orders',
  input: EndpointParsedInput<'orders'>,
) {
  const where: SQL[] = [];
  if (input.status) where.push(sql`o.status = ${input.status}`);
  if (input.chainId) where.push(sql`o.chain_id = ${input.chainId}`);
  if (input.address) where.push(sql`o.address = ${input.address}`);
  if (input.q) {
    where.push(
      searchWhere(
        'orders',
        {
          id: { expr: sql`o.id`, bigint: true },
          orderNo: { expr: sql`o.order_no` },
          address: { expr: sql`o.address` },
          txHash: { expr: sql`o.tx_hash` },
        },
        input.q,
      ),
    );
  }
  return runList(db, input, {
    shape: ORDER_LISTS[table],
    where,
    map: toOrder,
  });
}

const REFERRAL_ORDER_LIST: ListShape = {
  from: sql`from referral_orders r`,
  select: sql`r.id::text as id, r.order_id::text as order_id, r.buyer_address, r.referrer_address, r.level,
    r.commission::text as commission, r.token_symbol, r.chain_id, r.created_at`,
  id: sql`r.id`,
  createdAt: sql`r.created_at`,
  sorts: {
    createdAt: { expr: sql`r.created_at`, type: 'timestamptz' },
    commission: { expr: sql`r.commission`, type: 'numeric' },
    level: { expr: sql`r.level`, type: 'int' },
  },
  estimateTable: 'referral_orders',
};

export function listReferralOrders(
  db: Db,
  input: EndpointParsedInput<'referralOrders'>,
  access: Access,
  actor: SessionUser,
) {
  const where: SQL[] = [];
  const scope = scopeTo(access, actor.address, sql`r.buyer_address`);
  if (scope) where.push(scope);
  if (input.chainId) where.push(sql`r.chain_id = ${input.chainId}`);
  if (input.address)
    where.push(sql`(r.buyer_address = ${input.address} or r.referrer_address = ${input.address})`);
  if (input.buyerAddress) where.push(sql`r.buyer_address = ${input.buyerAddress}`);
  if (input.referrerAddress) where.push(sql`r.referrer_address = ${input.referrerAddress}`);
  if (input.level) where.push(sql`r.level = ${input.level}`);
  if (input.q) {
    where.push(
      searchWhere(
        'referralOrders',
        {
          id: { expr: sql`r.id`, bigint: true },
          orderId: { expr: sql`r.order_id`, bigint: true },
          buyerAddress: { expr: sql`r.buyer_address` },
          referrerAddress: { expr: sql`r.referrer_address` },
        },
        input.q,
      ),
    );
  }
  return runList<ReferralOrder>(db, input, {
    shape: REFERRAL_ORDER_LIST,
    where,
    map: (r) => ({
      id: toText(r.id),
      orderId: toText(r.order_id),
      buyerAddress: r.buyer_address as `0x${string}`,
      referrerAddress: r.referrer_address as `0x${string}`,
      level: toInt(r.level),
      commission: toText(r.commission),
      tokenSymbol: r.token_symbol as ReferralOrder['tokenSymbol'],
      chainId: toInt(r.chain_id) as ReferralOrder['chainId'],
      createdAt: toIso(r.created_at),
    }),
  });
}
