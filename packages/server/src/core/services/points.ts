import type { EndpointParsedInput, Points, SessionUser } from '@nsa/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { appendAudit } from './audit.ts';

export async function getPoints(db: Db, input: EndpointParsedInput<'getPoints'>): Promise<Points> {
  const [user] = await db
    .select({ address: users.address, points: users.points })
    .from(users)
    .where(eq(users.address, input.address));
  if (!user) throw new HttpError('404', `address: ${input.address} is not a user`);
  return { address: user.address as `0x${string}`, points: user.points };
}

export function setPoints(
  db: Db,
  input: EndpointParsedInput<'setPoints'>,
  actor: SessionUser,
  now: Date,
): Promise<Points> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ points: users.points })
      .from(users)
      .where(eq(users.address, input.address))
      .for('update');
    if (!user) throw new HttpError('404', `address: ${input.address} is not a user`);
    await tx.update(users).set({ points: input.points }).where(eq(users.address, input.address));
    await appendAudit(tx, {
      actorAddress: actor.address,
      action: 'points.set',
      target: input.address,
      before: { points: user.points },
      after: { points: input.points },
      at: now,
    });
    return { address: input.address, points: input.points };
  });
}
