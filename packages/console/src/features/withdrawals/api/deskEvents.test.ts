import { describe, expect, it } from 'vitest';
import { backOff, followDeskEvents } from './deskEvents.ts';

const encoder = new TextEncoder();
/** A `text/event-stream` answer of these blocks that then ends, as a server closing the stream. */
const streamOf = (...blocks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const block of blocks) controller.enqueue(encoder.encode(block));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
const event = (id: number, data: object) => `id: ${id}\nevent: withdrawal\ndata: ${JSON.stringify(data)}\n\n`;
const pending = (id: string, approvals = 0) => ({ id, status: 'pending', approvals, requiredApprovals: 2 });

describe('followDeskEvents', () => {
  it('hands on each valid event, reconnects after the stream ends with Last-Event-ID, and stops on a 401', async () => {
    const asked: (string | undefined)[] = [];
    const replies = [
      // A comment, an event split across chunks, one the contract does not know, and a valid one.
      streamOf(
        ': connected\n\n',
        event(7, pending('41')).slice(0, 20),
        event(7, pending('41')).slice(20),
        event(8, { id: 'x' }),
        event(9, pending('42', 1)),
      ),
      streamOf(event(10, { ...pending('42', 2), status: 'approved' })),
      new Response('{"code":"401"}', { status: 401 }),
    ];
    const seen: string[] = [];
    const ended: string[] = [];
    let stop: () => void = () => {};
    await new Promise<void>((resolve) => {
      stop = followDeskEvents({
        baseUrl: 'http://console.test/',
        getToken: () => 'token-1',
        fetch: async (url, init) => {
          expect(String(url)).toBe('http://console.test/api/manage/events');
          const headers = init?.headers as Record<string, string>;
          expect(headers.token).toBe('token-1');
          asked.push(headers['last-event-id']);
          return replies.shift() ?? new Response(null, { status: 500 });
        },
        delay: () => 1,
        onEvent: (e) => seen.push(`${e.id}:${e.status}:${e.approvals}`),
        onSessionEnd: (code) => {
          ended.push(code);
          resolve();
        },
      });
    });
    stop();
    expect(seen).toEqual(['41:pending:0', '42:pending:1', '42:approved:2']);
    // The first connection has nothing to replay; each reconnection names the last event it got.
    expect(asked).toEqual([undefined, '9', '10']);
    expect(ended).toEqual(['401']);
  });

  it('waits longer after each failed attempt, up to 30 s, with some jitter', () => {
    expect(backOff(0, () => 0)).toBe(1000);
    expect(backOff(3, () => 0)).toBe(8000);
    expect(backOff(10, () => 0)).toBe(30_000);
    expect(backOff(10, () => 1)).toBe(37_500);
  });

  it('does not connect without a token', async () => {
    let calls = 0;
    const stop = followDeskEvents({
      baseUrl: '',
      getToken: () => null,
      fetch: async () => {
        calls += 1;
        return new Response(null, { status: 500 });
      },
      delay: () => 1,
      onEvent: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(calls).toBe(0);
  });
});
