/**
 * The stored session's check (`GET /api/auth/user`), sent by the entry as the page starts, before
 * the API client and its contract have loaded (they come with the signed-in shell). The client takes
 * the answer over the first time it asks the same thing with the same token (`takeEarly`), so a
 * signed-in reload waits for the shell and the check side by side instead of one after the other.
 */
// The contract's `authUser` path, written out: importing the contract would bring zod into the entry
// (the unit test holds the two equal).
const SESSION_CHECK_PATH = '/api/auth/user';

let early: { url: string; token: string; response: Promise<Response> } | null = null;

export function checkSessionEarly(baseUrl: string, token: string): void {
  const url = baseUrl.replace(/\/$/, '') + SESSION_CHECK_PATH;
  const response = fetch(url, { method: 'GET', headers: { accept: 'application/json', token } });
  // Not an unhandled rejection while it waits; the client that takes it handles its failure.
  response.catch(() => undefined);
  early = { url, token, response };
}

/** The early answer for this request, once; `undefined` for any other request. */
export function takeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if (!early || String(input) !== early.url || (init?.method ?? 'GET') !== 'GET') return undefined;
  const token = new Headers(init?.headers).get('token');
  if (token !== early.token) return undefined;
  const { response } = early;
  early = null;
  return response;
}
