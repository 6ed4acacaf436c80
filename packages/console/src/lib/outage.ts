import { proxy } from 'valtio';

/**
 * Whether the API last said it cannot serve for now (`503`: the database is unreachable or slow).
 * Set and cleared by what the API answers, whichever screen asked: the banner shows an outage as
 * an outage, not as a broken screen, and disappears with the first answer that is not a 503.
 */
export const outage = proxy<{ down: boolean }>({ down: false });

/** The fetch the API client uses, watching each answer's status for the outage banner. */
export function watchingOutage(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await send(input, init);
    const down = response.status === 503;
    if (outage.down !== down) outage.down = down;
    return response;
  };
}
