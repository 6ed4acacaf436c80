import { EVENT_HEARTBEAT_MS, EVENT_REPLAY_MS, requiredApprovalsFor, type WithdrawalEvent } from '@nsa/api';
import { sql } from 'drizzle-orm';
import { queryRows } from './db/database.ts';
import { toInt, toText } from './db/values.ts';
import type { Deps } from './deps.ts';
import { errorFields } from './log.ts';
import { hashToken } from './services/secrets.ts';

/** The channel the `withdrawal_event` trigger (migration 0004) notifies on. */
export const WITHDRAWAL_EVENTS_CHANNEL = 'withdrawal_events';
/** How often open streams' sessions are checked, so one that ended closes within 5 s. */
const SESSION_CHECK_MS = 2_000;

export type DeskEvent = { id: string; data: WithdrawalEvent };

type Subscriber = {
  tokenHash: string;
  deliver: (events: readonly DeskEvent[]) => void;
  end: () => void;
};

/**
 * The server process's side of `GET /api/manage/events`: one `LISTEN` connection however many
 * streams are open; on each notification it reads the new event rows once and hands them to
 * every stream; every few seconds it asks the database, in one query, which streams' sessions
 * still hold, and ends the others.
 */
export type EventHub = {
  /** Adds a stream; the returned function removes it. */
  subscribe: (subscriber: Subscriber) => Promise<() => void>;
  /** Events after `afterId` within the replay window, oldest first (Last-Event-ID). */
  replay: (afterId: string) => Promise<DeskEvent[]>;
  /** The newest event id now: where a stream without Last-Event-ID starts. */
  latestId: () => Promise<string>;
  /** Ends every stream and stops listening (server shutdown). */
  close: () => Promise<void>;
};

export function createEventHub(
  deps: Pick<Deps, 'database' | 'governance' | 'auth' | 'now' | 'log'>,
): EventHub {
  const { db } = deps.database;
  const subscribers = new Set<Subscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  let checker: ReturnType<typeof setInterval> | null = null;
  let lastId = '0';
  let reading: Promise<void> = Promise.resolve();

  const read = (afterId: string, since?: Date) =>
    queryRows<{
      id: unknown;
      withdrawal_id: unknown;
      status: string;
      approvals: unknown;
      token_symbol: string | null;
      amount: string | null;
    }>(
      db,
      sql`select e.id::text as id, e.withdrawal_id::text as withdrawal_id, e.status, e.approvals,
            w.token_symbol, w.amount::text as amount
          from withdrawal_events e left join withdrawals w on w.id = e.withdrawal_id
          where e.id > ${afterId}::bigint
            ${since ? sql`and e.at > ${since.toISOString()}::timestamptz` : sql``}
          order by e.id limit 1000`,
    ).then((rows) =>
      rows.map((row) => ({
        id: toText(row.id),
        data: {
          id: toText(row.withdrawal_id),
          status: row.status as WithdrawalEvent['status'],
          approvals: toInt(row.approvals),
          requiredApprovals:
            row.token_symbol === null || row.amount === null
              ? 1
              : requiredApprovalsFor(
                  { tokenSymbol: row.token_symbol, amount: row.amount },
                  deps.governance.thresholds,
                ),
        },
      })),
    );

  const latestId = async () => {
    const [row] = await queryRows<{ id: unknown }>(
      db,
      sql`select coalesce(max(id), 0)::text as id from withdrawal_events`,
    );
    return toText(row?.id ?? '0');
  };

  // Notifications are only a nudge: whatever arrived since the last read is read in one query.
  const onNotify = () => {
    reading = reading.then(async () => {
      try {
        const events = await read(lastId);
        const last = events.at(-1);
        if (!last) return;
        lastId = last.id;
        for (const subscriber of subscribers) subscriber.deliver(events);
      } catch (error) {
        deps.log.error({ msg: 'reading withdrawal events failed', ...errorFields(error) });
      }
    });
  };

  const checkSessions = async () => {
    if (subscribers.size === 0) return;
    const now = deps.now();
    const hashes = [...new Set([...subscribers].map((s) => s.tokenHash))];
    try {
      const valid = await queryRows<{ token_hash: string }>(
        db,
        sql`select s.token_hash from sessions s join users u on u.id = s.user_id
            where s.token_hash = any(${`{${hashes.join(',')}}`}::text[]) and s.revoked_at is null
              and s.expires_at > ${now.toISOString()}::timestamptz
              and s.last_seen_at > ${new Date(now.getTime() - deps.auth.idleTtlMs).toISOString()}::timestamptz
              and u.role = 'super' and not u.disabled`,
      );
      const alive = new Set(valid.map((row) => row.token_hash));
      for (const subscriber of subscribers) if (!alive.has(subscriber.tokenHash)) subscriber.end();
    } catch (error) {
      deps.log.error({ msg: 'checking event stream sessions failed', ...errorFields(error) });
    }
  };

  const start = () => {
    listening ??= (async () => {
      lastId = await latestId();
      const stop = await deps.database.listen(WITHDRAWAL_EVENTS_CHANNEL, onNotify);
      checker = setInterval(() => void checkSessions(), SESSION_CHECK_MS);
      // Node: a quiet hub must not keep a process (a test, the CLI) alive.
      (checker as { unref?: () => void }).unref?.();
      return stop;
    })();
    return listening;
  };

  return {
    async subscribe(subscriber) {
      await start();
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    replay: (afterId) => read(afterId, new Date(deps.now().getTime() - EVENT_REPLAY_MS)),
    latestId,
    async close() {
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      if (checker) clearInterval(checker);
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

const encoder = new TextEncoder();

/**
 * One `text/event-stream` answer: replays what `Last-Event-ID` missed, then every new event, a
 * comment after each quiet `EVENT_HEARTBEAT_MS`, until the client leaves or its session ends.
 */
export async function eventStream(
  hub: EventHub,
  token: string,
  lastEventId: string | undefined,
): Promise<ReadableStream<Uint8Array>> {
  let sent = '0';
  let heartbeat: ReturnType<typeof setTimeout> | null = null;
  let unsubscribe: (() => void) | null = null;
  let closed = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => finish(false),
  });
  const finish = (closeStream: boolean) => {
    if (closed) return;
    closed = true;
    if (heartbeat) clearTimeout(heartbeat);
    unsubscribe?.();
    if (closeStream) controller.close();
  };
  const write = (text: string) => {
    if (closed) return;
    controller.enqueue(encoder.encode(text));
    if (heartbeat) clearTimeout(heartbeat);
    heartbeat = setTimeout(() => write(': keep-alive\n\n'), EVENT_HEARTBEAT_MS);
  };
  const deliver = (events: readonly DeskEvent[]) => {
    for (const event of events) {
      // Replay and live delivery may overlap at the seam: each id goes out once, in order.
      if (BigInt(event.id) <= BigInt(sent)) continue;
      sent = event.id;
      write(`id: ${event.id}\nevent: withdrawal\ndata: ${JSON.stringify(event.data)}\n\n`);
    }
  };
  const pending: DeskEvent[] = [];
  let replaying = true;
  unsubscribe = await hub.subscribe({
    tokenHash: hashToken(token),
    deliver: (events) => (replaying ? pending.push(...events) : deliver(events)),
    end: () => finish(true),
  });
  const from = lastEventId && /^\d{1,18}$/.test(lastEventId) ? lastEventId : null;
  if (from !== null) {
    deliver(await hub.replay(from));
  } else {
    sent = await hub.latestId();
  }
  replaying = false;
  deliver(pending);
  write(': connected\n\n');
  return stream;
}
