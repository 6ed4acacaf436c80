/**
 * The mocks: the server's own API (its core, in this process or the browser) over a copy of the
 * demo world, with scenes on top. Platform entries: `@nsa/mocks/browser` (Storybook, `npm run
 * dev`) and `@nsa/mocks/node` (node tests, the conformance suite).
 */
export { FIXTURE_NOW } from '@nsa/api/demo-world';
export { createHandlers } from './handlers.ts';
export { type MockApi, type MockApiOptions, type MockClock, openMockApi } from './mockApi.ts';
export { createScenarios, type Scenarios } from './scenarios.ts';
export { type DemoSessionName, demoToken } from './staging.ts';
