// Loaded only in dev without a real API, so the build and the proxy mode never resolve the mocks.
import { startMockWorker } from '@nsa/mocks/browser';

export async function startMocks(): Promise<void> {
  await startMockWorker();
}
