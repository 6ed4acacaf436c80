import { demoWorldPlugin } from '@nsa/mocks/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { sentenceCaseIndexer, sentenceCaseStoryNames } from '../scripts/storyNames.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Serves mockServiceWorker.js at the root, where the msw worker registers.
  staticDirs: ['../packages/mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Story names in sentence case ("Laptop RTL dark"), the same in the sidebar, on Docs pages and in
  // the story tests: the index and the loaded modules both take them from scripts/storyNames.ts.
  experimental_indexers: (existing) => [sentenceCaseIndexer, ...(existing ?? [])],
  // The mocks load the demo world's snapshot (a PGlite data directory) as an asset; PGlite loads its
  // own WebAssembly relative to its module, which pre-bundling would move.
  viteFinal: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), demoWorldPlugin(), sentenceCaseStoryNames()],
    optimizeDeps: {
      ...config.optimizeDeps,
      exclude: [...(config.optimizeDeps?.exclude ?? []), '@electric-sql/pglite'],
    },
  }),
};

export default config;
