import { createApiClient } from '@nsa/api';
import { takeEarly } from './earlyRequests.ts';
import { watchingOutage } from './outage.ts';
import { session } from './session.ts';
import { emitApiSessionEnd } from './sessionEvents.ts';

/** A token being restored, before /api/auth/user has confirmed who it belongs to. */
let pendingToken: string | null = null;
export function setPendingToken(token: string | null): void {
  pendingToken = token;
}

export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '',
  getToken: () => session.userInfo?.token ?? pendingToken,
  onSessionEnd: (error) => emitApiSessionEnd(error.code),
  // Looked up per call: tests and the mocks replace the global fetch after this module loads. What
  // the entry sent early (the session check, the landing screen's first reads) is taken over rather
  // than sent again.
  fetch: watchingOutage((input, init) => takeEarly(input, init) ?? fetch(input, init)),
});
