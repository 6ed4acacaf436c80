// Type tests of the client, checked by `tsc -b` (the typecheck step): a wrong type fails the build.
import { expectTypeOf } from 'vitest';
import { type ApiClient, createApiClient } from './client.ts';
import type { ListData } from './list.ts';
import type { Order, User, Withdrawal } from './records.ts';

const client = createApiClient({ baseUrl: '', getToken: () => null });
expectTypeOf(client).toEqualTypeOf<ApiClient>();

// Lists resolve to their records; query numbers are numbers, not strings.
expectTypeOf(client.orders).returns.resolves.toEqualTypeOf<ListData<Order>>();
expectTypeOf(client.users).returns.resolves.toEqualTypeOf<ListData<User>>();
expectTypeOf(client.withdrawals).parameter(0).toHaveProperty('pageSize').toEqualTypeOf<number | undefined>();
expectTypeOf(client.withdrawals)
  .parameter(0)
  .toHaveProperty('awaiting')
  .toEqualTypeOf<'second' | undefined>();

// Writes take their body; a decision resolves to the withdrawal it changed.
expectTypeOf(client.approveWithdrawal).returns.resolves.toEqualTypeOf<Withdrawal>();
expectTypeOf(client.setPoints).parameter(0).toHaveProperty('points').toEqualTypeOf<number>();

// @ts-expect-error: sort is one of the list's whitelisted columns
client.orders({ sort: 'password' });
// @ts-expect-error: unknown parameters are not part of the input
client.users({ colour: 'red' });
// @ts-expect-error: an operator's write needs the address
client.setPoints({ points: 1 });
