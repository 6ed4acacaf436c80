import './set-methods.ts';
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { createHandlers } from '../handlers.ts';
import { type MockApi, type MockApiOptions, openMockApi } from '../mockApi.ts';
import { createScenarios } from '../scenarios.ts';
import { demoWorldFile } from './snapshotFile.ts';

/** A mock API over the demo world for a node test (the snapshot is built first when stale). */
export async function openNodeMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  return openMockApi(readFileSync(await demoWorldFile()), options);
}

/**
 * msw for node tests: `/api` of any origin answered by the server's API over its own copy of the
 * demo world (opened on the first request), with the scenes of `scenarios` on top.
 */
export function createMockServer(options: MockApiOptions = {}) {
  let api: Promise<MockApi> | null = null;
  const open = () => {
    api ??= openNodeMockApi(options);
    return api;
  };
  const server = setupServer(...createHandlers(open));
  return { server, api: open, scenarios: createScenarios(open) };
}

export { demoWorldFile } from './snapshotFile.ts';
