import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * How a JSON answer's text becomes a Response. The server's edge compresses it straight from the
 * string (reading it back out of a Response would cost more than compressing); the mocks send it
 * as it is.
 */
export type JsonEncoder = (c: Context, text: string, status: ContentfulStatusCode) => Response;

export const plainJson: JsonEncoder = (c, text, status) => {
  c.header('Content-Type', 'application/json');
  return c.body(text, status);
};
