import { PUBLIC_TEST_ACCOUNTS } from '@nsa/api';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from './core/db/database.ts';
import { users } from './core/db/schema.ts';

/**
 * The accounts 0–19 of the public test mnemonic that this database holds as users: the six demo
 * accounts, and any other a developer may have added from the same well-known wallet.
 */
export async function demoAccountsIn(db: Db): Promise<{ address: string; role: string }[]> {
  return db
    .select({ address: users.address, role: users.role })
    .from(users)
    .where(inArray(users.address, [...PUBLIC_TEST_ACCOUNTS]))
    .orderBy(asc(users.id));
}

/** Production refuses these: anyone can derive their keys from the published mnemonic. */
export class DemoAccountsError extends Error {
  constructor(found: readonly { address: string; role: string }[]) {
    super(
      [
        `refusing to start in production: the database holds ${found.length} account(s) of the public test mnemonic (its first 20), whose keys anyone can derive:`,
        ...found.map((u) => `  ${u.address} (${u.role})`),
        'Remove each with the admin CLI on the same DATABASE_URL or DATA_DIR (invitees before their inviter):',
        ...found.map((u) => `  npm run admin -- remove-user ${u.address}`),
        'or start on a fresh database; ALLOW_DEMO_ACCOUNTS=1 starts anyway.',
      ].join('\n'),
    );
    this.name = 'DemoAccountsError';
  }
}

/** Throws DemoAccountsError when the database holds any of those accounts. */
export async function refuseDemoAccounts(db: Db): Promise<void> {
  const found = await demoAccountsIn(db);
  if (found.length > 0) throw new DemoAccountsError(found);
}
