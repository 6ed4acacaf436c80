import './scripts/node-polyfills.ts';
import { defineConfig } from 'vitest/config';

const polyfills = './scripts/node-polyfills.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{api,mocks,ui,console}/src/**/*.test.{ts,tsx}'],
          setupFiles: [polyfills],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          setupFiles: [polyfills],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'stress',
          environment: 'node',
          include: ['e2e/stress/**/*.test.ts'],
          setupFiles: [polyfills],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      // The `storybook` project (every story as a browser test) is added with .storybook/.
    ],
  },
});
