import { type HttpHandler, http } from 'msw';
import type { MockApi } from './mockApi.ts';

/** Every `/api` URL of any origin (Storybook, the dev server and node tests differ), and nothing else. */
const API_URL = /^https?:\/\/[^/]+\/api(\/|$)/;

/** One msw handler for the whole API: each request goes to the server's own app over the demo world. */
export function createHandlers(api: () => Promise<MockApi>): HttpHandler[] {
  return [http.all(API_URL, async ({ request }) => (await api()).fetch(request))];
}
