import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressSchema, type Role, roleSchema } from '@nsa/api';
import { asc, count, desc, eq, ne } from 'drizzle-orm';
import { auditLog, userRelations, users } from './core/db/schema.ts';
import { HttpError } from './core/errors.ts';
import { verifyAuditLog } from './core/services/auditCheck.ts';
import { type AccountChange, changeAccount } from './core/services/staff.ts';
import { insertUser } from './core/services/users.ts';
import { type Database, openDatabase } from './db/connection.ts';

/** Audit actor of changes made from the shell (there is no signed-in wallet). */
const SHELL_ACTOR = '0x0000000000000000000000000000000000000000';

const usage = `usage: npm run admin -- <command>
  add-user <address> <role> [--inviter <address>] [--remark <text>]
  set-role <address> <role>
  disable <address>       sign the account out everywhere and refuse its sign-ins (any role, super too)
  enable <address>
  set-label <address> <label>   a staff label of 1–60 characters; --clear removes it
  remove-user <address>
  list-users [--role <role>] [--all]
  verify-audit [--require-signed] [--head <id> <hash>]
                          check the audit log's hash chain, re-verify every signed decision, and find
                          decisions with no audit entry (exit 1 naming each bad entry or withdrawal)
  audit-head              print the last audit entry's id and hash (keep it elsewhere; verify-audit --head
                          later proves nothing up to it changed)
roles: super, admin, kol, operator, user
database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default ./.data/pglite)`;

class UsageError extends Error {}

function address(value: string | undefined, name: string): `0x${string}` {
  const parsed = addressSchema.safeParse(value ?? '');
  if (!parsed.success) throw new UsageError(`${name}: Valid Address expected, got "${value ?? ''}"`);
  return parsed.data;
}

function role(value: string | undefined) {
  const parsed = roleSchema.safeParse(value ?? '');
  if (!parsed.success)
    throw new UsageError(`role: one of ${roleSchema.options.join(', ')} expected, got "${value ?? ''}"`);
  return parsed.data;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

type Command =
  | { kind: 'add-user'; address: `0x${string}`; role: Role; inviter?: `0x${string}`; remark?: string }
  | { kind: 'set-role'; address: `0x${string}`; role: Role }
  | { kind: 'change'; address: `0x${string}`; change: AccountChange; done: string }
  | { kind: 'remove-user'; address: `0x${string}` }
  | { kind: 'list-users'; role?: Role; all: boolean }
  | { kind: 'verify-audit'; requireSigned: boolean; head?: { id: string; hash: string } }
  | { kind: 'audit-head' };

/** What a command prints, and whether the run failed (exit code 1). */
type Outcome = string | { text: string; failed: boolean };

/** Validates the arguments before the database is opened, so mistakes fail fast. */
function parseCommand([command, ...args]: string[]): Command {
  switch (command) {
    case 'add-user': {
      const inviter = option(args, '--inviter');
      return {
        kind: 'add-user',
        address: address(args[0], 'address'),
        role: role(args[1]),
        ...(inviter === undefined ? {} : { inviter: address(inviter, '--inviter') }),
        ...(option(args, '--remark') === undefined ? {} : { remark: option(args, '--remark') }),
      };
    }
    case 'set-role':
      return { kind: 'set-role', address: address(args[0], 'address'), role: role(args[1]) };
    case 'remove-user':
      return { kind: 'remove-user', address: address(args[0], 'address') };
    case 'disable':
    case 'enable': {
      const target = address(args[0], 'address');
      const disabled = command === 'disable';
      return {
        kind: 'change',
        address: target,
        change: { disabled },
        done: disabled ? `${target} is disabled; its sessions are revoked` : `${target} is enabled`,
      };
    }
    case 'set-label': {
      const target = address(args[0], 'address');
      if (args[1] === '--clear')
        return { kind: 'change', address: target, change: { label: null }, done: `${target} has no label` };
      const label = (args[1] ?? '').trim();
      if (label.length < 1 || label.length > 60)
        throw new UsageError('label: 1–60 characters expected (or --clear)');
      return { kind: 'change', address: target, change: { label }, done: `${target} is labelled "${label}"` };
    }
    case 'list-users': {
      const only = option(args, '--role');
      return {
        kind: 'list-users',
        ...(only === undefined ? {} : { role: role(only) }),
        all: args.includes('--all'),
      };
    }
    case 'verify-audit': {
      const at = args.indexOf('--head');
      const head = at === -1 ? undefined : { id: args[at + 1] ?? '', hash: args[at + 2] ?? '' };
      if (head && (!/^[1-9]\d{0,18}$/.test(head.id) || !/^[0-9a-f]{64}$/.test(head.hash))) {
        throw new UsageError('--head needs an entry id and its 64-hex hash, as audit-head prints them');
      }
      return {
        kind: 'verify-audit',
        requireSigned: args.includes('--require-signed'),
        ...(head ? { head } : {}),
      };
    }
    case 'audit-head':
      return { kind: 'audit-head' };
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

async function run({ db }: Database, command: Command): Promise<Outcome> {
  switch (command.kind) {
    case 'add-user': {
      const user = await insertUser(
        db,
        {
          address: command.address,
          role: command.role,
          inviterAddress: command.inviter,
          remark: command.remark,
        },
        SHELL_ACTOR,
        new Date(),
      );
      return `added ${user.address} as ${user.role} (id ${user.id})`;
    }
    case 'set-role': {
      // Through the same change as the console's, audit entry included; the shell may change supers.
      await changeAccount(db, command.address, { role: command.role }, SHELL_ACTOR, new Date());
      return `${command.address} is now ${command.role}`;
    }
    case 'change': {
      await changeAccount(db, command.address, command.change, SHELL_ACTOR, new Date());
      return command.done;
    }
    case 'remove-user': {
      const target = command.address;
      const [invitees] = await db.select({ n: count() }).from(users).where(eq(users.inviterAddress, target));
      if ((invitees?.n ?? 0) > 0) {
        throw new UsageError(
          `${target} invited ${invitees?.n} users; a referral tree cannot lose an inner node`,
        );
      }
      const removed = await db.transaction(async (tx) => {
        await tx.delete(userRelations).where(eq(userRelations.descendant, target));
        return tx.delete(users).where(eq(users.address, target)).returning();
      });
      if (removed.length === 0) throw new UsageError(`address: ${target} is not a user`);
      return `removed ${target}`;
    }
    case 'list-users': {
      const filter = command.role
        ? eq(users.role, command.role)
        : command.all
          ? undefined
          : ne(users.role, 'user');
      const rows = await db
        .select({ address: users.address, role: users.role, createdAt: users.createdAt })
        .from(users)
        .where(filter)
        .orderBy(asc(users.id));
      return (
        rows.map((u) => `${u.address}  ${u.role.padEnd(8)}  ${u.createdAt.toISOString()}`).join('\n') ||
        '(none)'
      );
    }
    case 'verify-audit': {
      const check = await verifyAuditLog(db, command);
      const { entries, signed, unsigned, unsignedDecisions, problems, withdrawals } = check;
      const lines = [
        ...problems.map((p) => `audit entry ${p.id}: ${p.why}`),
        ...withdrawals.map((w) => `withdrawal ${w.id}: ${w.why}`),
      ];
      const failed = lines.length > 0;
      // Unsigned decisions are counted apart from writes that never carry a signature: they are
      // the ones to look at when a deployment should have signed every decision.
      const summary = failed
        ? `verify-audit: ${problems.length} audit entries and ${withdrawals.length} withdrawals do not verify (of ${entries} entries, ${signed} signed)`
        : `verify-audit: the hash chain of ${entries} entries holds; all ${signed} signed entries verify (${unsigned} unsigned entries carry no signature, ${unsignedDecisions.length} of them decisions taken unsigned)`;
      return { text: [...lines, summary].join('\n'), failed };
    }
    case 'audit-head': {
      const [last] = await db
        .select({ id: auditLog.id, hash: auditLog.hash })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(1);
      return last ? `${last.id} ${last.hash ?? '(no hash)'}` : '(no audit entries)';
    }
  }
}

/** Where a run prints: stdout and stderr in the shell, collected strings in tests. */
export type CliOutput = { out: (text: string) => void; err: (text: string) => void };

/**
 * Runs one admin command against DATABASE_URL or DATA_DIR from `env` and returns the exit code:
 * 0, or 1 on bad input, a refused change or an audit entry that does not verify.
 */
export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  output: CliOutput = { out: console.log, err: console.error },
  /** An open database to run on instead of opening (and closing) the one `env` names. */
  open?: Database,
): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    output.out(usage);
    return argv.length === 0 ? 1 : 0;
  }
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`error: ${error.message}\n\n${usage}`);
    return 1;
  }
  let database: Database;
  try {
    database =
      open ??
      (await openDatabase(
        env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? './.data/pglite' },
      ));
  } catch (error) {
    output.err(`error: cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    const outcome = await run(database, command);
    if (typeof outcome === 'string') {
      output.out(outcome);
      return 0;
    }
    output.out(outcome.text);
    return outcome.failed ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) output.err(`error: ${error.message}\n\n${usage}`);
    else if (error instanceof HttpError) output.err(`error: ${error.message}`);
    else throw error;
    return 1;
  } finally {
    if (!open) await database.close();
  }
}

// Run as `npm run admin -- …` only: importing the module (tests) runs nothing.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await runAdmin(process.argv.slice(2)));
}
