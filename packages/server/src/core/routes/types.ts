import type { Access, EndpointData, EndpointName, EndpointParsedInput, Issue, SessionUser } from '@nsa/api';
import type { Deps } from '../deps.ts';

export type RequestInfo = {
  ip: string;
  token: string | null;
  /** The User-Agent, cut to a readable length: what the sessions list shows of a session. */
  userAgent: string | null;
  /** Whether the body is declared JSON: only such a sign-in can count as a failure (rule 7). */
  jsonBody: boolean;
};

export type HandlerContext<K extends EndpointName> = {
  deps: Deps;
  input: EndpointParsedInput<K>;
  /** Null only on endpoints that need no token. */
  user: SessionUser | null;
  access: Access;
  request: RequestInfo;
};

export type Handler<K extends EndpointName> = {
  /**
   * Runs first, before the body is read, so every refusal counts (the sign-in limit); resolves
   * to what to run once the call has succeeded.
   */
  guard?: (deps: Deps, request: RequestInfo) => Promise<() => Promise<void>>;
  run: (ctx: HandlerContext<K>) => Promise<EndpointData<K>>;
  /**
   * When the input's format check failed: what else is wrong with it that only the data can tell
   * (a batch's balances), so one 400 names every bad row.
   */
  alsoRefused?: (deps: Deps, raw: unknown) => Promise<Issue[]>;
};

export type Handlers = { [K in EndpointName]: Handler<K> };

/** Authenticated handlers always have a user: the dispatcher refuses the call otherwise. */
export function actorOf(user: SessionUser | null): SessionUser {
  if (!user) throw new Error('authenticated endpoint reached without a user');
  return user;
}
