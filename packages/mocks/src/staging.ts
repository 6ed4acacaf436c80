import type { PGlite } from '@electric-sql/pglite';
import { DEMO_ACCOUNTS, TOKEN_TTL_MS } from '@nsa/api';
import { hashToken } from '@nsa/server/core';

/**
 * Scene staging on the mocks' copy of the demo world, in SQL beside the server's own tables: a
 * pristine copy of every table to go back to between stories, and a record of which tables a
 * story wrote, so going back costs only what changed. No rule of the API lives here.
 */

/** The demo console accounts a story can start signed in as, without signing. */
export const demoSessionAccounts = {
  super: DEMO_ACCOUNTS.super,
  admin: DEMO_ACCOUNTS.admin,
  kol: DEMO_ACCOUNTS.kol,
  operator: DEMO_ACCOUNTS.operator,
  secondSuper: DEMO_ACCOUNTS.secondSuper,
} as const;
export type DemoSessionName = keyof typeof demoSessionAccounts;

/** A token the mocks accept for that demo account, so stories can start signed in. */
export const demoToken = (name: DemoSessionName): string => `nsa-mock-demo-${name}`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Signs the demo accounts in as of `now`: their tokens are `demoToken(name)`. */
async function signInDemoAccounts(pg: PGlite, now: Date): Promise<void> {
  const rows = Object.entries(demoSessionAccounts).map(([name, address]) => ({
    hash: hashToken(demoToken(name as DemoSessionName)),
    address,
  }));
  await pg.query(
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     select r.hash, u.id, $1, $1, $2 from jsonb_to_recordset($3::jsonb) as r(hash text, address text)
     join users u on u.address = r.address`,
    [now.toISOString(), new Date(now.getTime() + TOKEN_TTL_MS).toISOString(), JSON.stringify(rows)],
  );
}

/**
 * Run once on the seeded world before it is dumped: the demo accounts signed in as of the scene
 * clock's start, the pristine copy of every table (schema `scene`) with the sequence positions,
 * and a statement trigger on every table that notes it was written.
 */
export async function prepareScenes(pg: PGlite, now: Date): Promise<void> {
  await signInDemoAccounts(pg, now);
  const tables = (
    await pg.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)
  ).rows.map((r) => r.name);
  const statements = [
    'create schema scene',
    'create table scene.dirty (name text primary key)',
    `create function scene.mark() returns trigger language plpgsql as $$
       begin insert into scene.dirty values (tg_table_name) on conflict do nothing; return null; end $$`,
    `create table scene.sequences as
       select s.relname as table_name, seq.relname as sequence, coalesce(p.last_value, 1) as value,
              p.last_value is not null as called
       from pg_class s
       join pg_depend d on d.refobjid = s.oid and d.deptype = 'a'
       join pg_class seq on seq.oid = d.objid and seq.relkind = 'S'
       join pg_sequences p on p.sequencename = seq.relname and p.schemaname = 'public'
       where s.relnamespace = 'public'::regnamespace`,
    ...tables.flatMap((t) => [
      `create table scene.${quote(t)} as table public.${quote(t)}`,
      `create trigger scene_dirty after insert or update or delete or truncate on public.${quote(t)}
         for each statement execute function scene.mark()`,
    ]),
  ];
  for (const statement of statements) await pg.exec(statement);
}

/** Tables whose rows reference each table (a truncate of one empties the others too). */
async function dependents(pg: PGlite): Promise<Map<string, string[]>> {
  const rows = (
    await pg.query<{ child: string; parent: string }>(
      `select conrelid::regclass::text as child, confrelid::regclass::text as parent
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    )
  ).rows;
  const map = new Map<string, string[]>();
  for (const { child, parent } of rows) map.set(parent, [...(map.get(parent) ?? []), child]);
  return map;
}

export type Scene = {
  /** Puts every table a story wrote back as it was in the snapshot, sequences included. */
  reset: () => Promise<void>;
};

export async function openScene(pg: PGlite): Promise<Scene> {
  const referencing = await dependents(pg);
  const withDependents = (tables: string[]) => {
    const all = new Set<string>();
    const visit = (t: string) => {
      if (all.has(t)) return;
      all.add(t);
      for (const child of referencing.get(t) ?? []) visit(child);
    };
    for (const t of tables) visit(t);
    return [...all];
  };
  const reset = async () => {
    const dirty = (await pg.query<{ name: string }>('select name from scene.dirty')).rows.map((r) => r.name);
    if (dirty.length === 0) return;
    const tables = withDependents(dirty).map(quote);
    await pg.transaction(async (tx) => {
      // Replica mode for the reload: no foreign key checks between the copies (they were
      // consistent when taken), and no statement triggers marking the tables written again.
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`truncate ${tables.map((t) => `public.${t}`).join(', ')}`);
      for (const t of tables) await tx.exec(`insert into public.${t} table scene.${t}`);
      await tx.query(
        `select setval(format('public.%I', sequence), value, called) from scene.sequences
         where table_name = any($1)`,
        [withDependents(dirty)],
      );
      await tx.exec('delete from scene.dirty');
    });
  };
  return { reset };
}
