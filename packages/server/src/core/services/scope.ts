import type { Access } from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';

/** Addresses whose inviter chain leads up to `kol` (the kol itself excluded). */
export function downlineOf(kol: string): SQL {
  return sql`(select d.descendant from user_relations d where d.ancestor = ${kol})`;
}

/** The caller's row scope as a predicate on an address column; null when every row is visible. */
export function scopeTo(access: Access, actor: string, column: SQL): SQL | null {
  return access === 'downline' ? sql`${column} in ${downlineOf(actor)}` : null;
}
