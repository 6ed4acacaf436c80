import type { WithdrawalEvent } from '@nsa/api';

export type ReceivedEvent = { id: string; event: string; data: WithdrawalEvent };

/**
 * A reader of `GET /api/manage/events` as the console reads it (fetch with the token header):
 * the parsed events so far, a wait for the one a case expects, and whether the server ended it.
 */
export async function openEvents(base: string, token: string, options: { lastEventId?: string } = {}) {
  const abort = new AbortController();
  const headers: Record<string, string> = { token, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(new URL('/api/manage/events', base), { headers, signal: abort.signal });
  if (response.status !== 200 || !response.body) {
    throw new Error(`events: ${response.status} ${await response.text()}`);
  }
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          const data = fields.get('data');
          if (data !== undefined) {
            events.push({
              id: fields.get('id') ?? '',
              event: fields.get('event') ?? 'message',
              data: JSON.parse(data),
            });
          }
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by the case.
    } finally {
      ended = true;
      wake();
    }
  })();
  const until = (test: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (test()) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`events: ${what} did not come within ${timeoutMs} ms (got ${JSON.stringify(events)})`),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    response,
    events,
    comments,
    /** Waits for an event about withdrawal `id` matching `test`, and returns it. */
    async next(id: string, test: (data: WithdrawalEvent) => boolean = () => true, timeoutMs = 3000) {
      const find = () => events.find((e) => e.data.id === id && test(e.data));
      await until(() => find() !== undefined, `an event about withdrawal ${id}`, timeoutMs);
      return find() as ReceivedEvent;
    },
    /** Resolves when the server has ended the stream. */
    ended: (timeoutMs: number) => until(() => ended, 'the end of the stream', timeoutMs),
    async close() {
      abort.abort();
      await pump;
    },
  };
}
