import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressSchema, type Role, roleSchema } from '@nsa/api';
import { asc, count, eq, ne } from 'drizzle-orm';
import { userRelations, users } from './core/db/schema.ts';
import { HttpError } from './core/errors.ts';
import { verifyAuditLog } from './core/services/auditCheck.ts';
import { insertUser } from './core/services/users.ts';
import { type Database, openDatabase } from './db/connection.ts';

/** Audit actor of changes made from the shell (there is no signed-in wallet). */
const SHELL_ACTOR = '0x0000000000000000000000000000000000000000';

const usage = `usage: npm run admin -- <command>
  add-user <address> <role> [--inviter <address>] [--remark <text>]
  set-role <address> <role>
  remove-user <address>
  list-users [--role <role>] [--all]
  verify-audit            re-verify every signed decision in the audit log (exit 1 on any bad entry)
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
  | { kind: 'remove-user'; address: `0x${string}` }
  | { kind: 'list-users'; role?: Role; all: boolean }
  | { kind: 'verify-audit' };

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
    case 'list-users': {
      const only = option(args, '--role');
      return {
        kind: 'list-users',
        ...(only === undefined ? {} : { role: role(only) }),
        all: args.includes('--all'),
      };
    }
    case 'verify-audit':
      return { kind: 'verify-audit' };
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
      const updated = await db
        .update(users)
        .set({ role: command.role })
        .where(eq(users.address, command.address))
        .returning();
      if (updated.length === 0) throw new UsageError(`address: ${command.address} is not a user`);
      return `${command.address} is now ${command.role}`;
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
      const { signed, unsigned, problems } = await verifyAuditLog(db);
      const lines = problems.map((p) => `audit entry ${p.id}: ${p.why}`);
      const summary = problems.length
        ? `verify-audit: ${problems.length} of ${signed} signed entries do not verify`
        : `verify-audit: all ${signed} signed entries verify (${unsigned} unsigned entries carry no signature)`;
      return { text: [...lines, summary].join('\n'), failed: problems.length > 0 };
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
