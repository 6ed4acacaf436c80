/**
 * Requests the entry sends as the page starts, before the API client and its contract have loaded
 * (they come with the signed-in shell): the stored session's check (`GET /api/auth/user`) and the
 * landing screen's first reads. The client takes each answer over the first time it asks the same
 * thing with the same token (`takeEarly`), so a signed-in reload waits for the shell and its data
 * side by side instead of one after the other.
 */
// The contract's `authUser` path, written out: importing the contract would bring zod into the entry
// (the unit test holds the two equal).
export const SESSION_CHECK_PATH = '/api/auth/user';

/** An early answer nobody asked for in this long is dropped (the page went elsewhere). */
const UNCLAIMED_MS = 30_000;

type Early = { token: string; response: Promise<Response> };
const early = new Map<string, Early>();

/**
 * The session check the page's inline script sent before the entry had loaded
 * (scripts/viteSignedInPreload.ts), with the URL and token it asked with.
 */
export type PageSessionCheck = Early & { url: string };
declare global {
  interface Window {
    nsaSessionCheck?: PageSessionCheck;
  }
}

/** The page's own session check, once, when it asked the same URL with the same token. */
function pageSessionCheck(url: string, token: string): Promise<Response> | undefined {
  const sent = globalThis.window?.nsaSessionCheck;
  if (!sent) return undefined;
  delete globalThis.window.nsaSessionCheck;
  return sent.url === url && sent.token === token ? sent.response : undefined;
}

/**
 * Sends `GET baseUrl + path` with `token` now, for the client to take over; returns the answer. The
 * session check the page has already sent is taken instead of asking again.
 */
export function sendEarly(baseUrl: string, path: string, token: string): Promise<Response> {
  const url = baseUrl.replace(/\/$/, '') + path;
  const response =
    (path === SESSION_CHECK_PATH ? pageSessionCheck(url, token) : undefined) ??
    fetch(url, { method: 'GET', headers: { accept: 'application/json', token } });
  // Not an unhandled rejection while it waits; the client that takes it handles its failure.
  response.catch(() => undefined);
  early.set(url, { token, response });
  setTimeout(() => {
    if (early.get(url)?.response === response) early.delete(url);
  }, UNCLAIMED_MS);
  return response;
}

/** The early answer for this request, once; `undefined` for any other request. */
export function takeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  const url = String(input);
  const found = early.get(url);
  if (!found || (init?.method ?? 'GET') !== 'GET') return undefined;
  if (new Headers(init?.headers).get('token') !== found.token) return undefined;
  early.delete(url);
  return found.response;
}
