// Loaded only in dev without a real API, so the build and the proxy mode never resolve the mocks.
// biome-ignore lint/suspicious/noTsIgnore: the mocks package declares ./browser before shipping it; ignore, not expect-error, so it keeps compiling once it lands.
// @ts-ignore
import { startMockWorker } from '@nsa/mocks/browser';

export async function startMocks(): Promise<void> {
  await startMockWorker();
}
