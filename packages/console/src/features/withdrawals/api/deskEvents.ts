import { eventsEndpoint, type WithdrawalEvent, withdrawalEventSchema } from '@nsa/api';
import { createParser } from 'eventsource-parser';

export type DeskEventsOptions = {
  baseUrl: string;
  getToken: () => string | null | undefined;
  onEvent: (event: WithdrawalEvent) => void;
  /** A 401/403 answer: the session is over (the stream is not retried). */
  onSessionEnd?: (code: '401' | '403') => void;
  /** Whether the stream is open now; the screen can say "live" or "reconnecting". */
  onConnected?: (connected: boolean) => void;
  fetch?: typeof fetch;
  /** Milliseconds to wait before reconnect attempt `n` (0-based). */
  delay?: (attempt: number) => number;
};

/** 1 s, 2 s, 4 s … up to 30 s, each with up to a quarter more at random: no reconnect storm. */
export const backOff = (attempt: number, random: () => number = Math.random): number => {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (1 + random() / 4));
};

/**
 * Follows `GET /api/manage/events` (contract § "Withdrawal desk: Live events") with `fetch`,
 * since `EventSource` cannot send the token header: each `withdrawal` event, valid by the
 * contract's schema, goes to `onEvent`; a dropped stream reconnects after a back-off with
 * `Last-Event-ID`, so what was missed is replayed. Returns the function that stops it.
 */
export function followDeskEvents(options: DeskEventsOptions): () => void {
  const abort = new AbortController();
  const doFetch = options.fetch ?? fetch;
  const delay = options.delay ?? backOff;
  let lastEventId: string | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  /** One connection; resolves whether it ever got through (to reset the back-off). */
  const connect = async (): Promise<'open' | 'failed' | 'ended'> => {
    const token = options.getToken();
    if (!token) return 'ended';
    const headers: Record<string, string> = { token, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await doFetch(options.baseUrl.replace(/\/$/, '') + eventsEndpoint.path, {
      headers,
      signal: abort.signal,
    });
    if (response.status === 401 || response.status === 403) {
      options.onSessionEnd?.(response.status === 401 ? '401' : '403');
      return 'ended';
    }
    if (!response.ok || !response.body) return 'failed';
    options.onConnected?.(true);
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) lastEventId = message.id;
        if (message.event !== 'withdrawal') return;
        try {
          const parsed = withdrawalEventSchema.safeParse(JSON.parse(message.data));
          if (parsed.success) options.onEvent(parsed.data);
        } catch {
          // A malformed event is skipped; the next list read is right anyway.
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    return 'open';
  };

  void (async () => {
    let attempt = 0;
    while (!abort.signal.aborted) {
      let result: 'open' | 'failed' | 'ended';
      try {
        result = await connect();
      } catch {
        result = 'failed';
      }
      if (abort.signal.aborted || result === 'ended') break;
      options.onConnected?.(false);
      // A stream that was open starts the back-off again; repeated failures lengthen it.
      attempt = result === 'open' ? 0 : attempt + 1;
      await wait(delay(attempt));
    }
    options.onConnected?.(false);
  })();
  return () => abort.abort();
}
