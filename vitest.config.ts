import './scripts/node-polyfills.ts';
import { readdirSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const polyfills = './scripts/node-polyfills.ts';

/** The projects a run names with `--project` (none: every project). */
const projectsNamed = process.argv.flatMap((arg, i, all) =>
  arg === '--project'
    ? [all[i + 1] ?? '']
    : arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : [],
);
// A run of the story tests alone renders React's production build, the one admins get and
// Chromatic pictures (a built Storybook), with the same pictures. The development build records an
// owner stack for every element and runs each effect twice (measured on the audit, operation and
// orders stories: Chromium's CPU 116 → 85 s, wall 102 → 82 s). Without React's `act`, a play waits for
// what a transition or a second pass draws (`waitFor`), as it must in Storybook itself. Vite's
// dependency optimizer reads NODE_ENV when it starts, so it is set here, before.
if (projectsNamed.length > 0 && projectsNamed.every((name) => name === 'storybook')) {
  process.env.NODE_ENV = 'production';
}

// The story project's plugin, browser provider and Chromium load only for a run that includes it:
// Storybook's plugin reads the stories as it starts, and a run of the node projects alone (the
// first step of `npm test`, or one test file) starts in 2 s instead of 8 (a pattern such as `story*` loads it).
const storiesSelected =
  projectsNamed.length === 0 || projectsNamed.some((name) => name === 'storybook' || /[*?[{!]/.test(name));

/**
 * Screenshot baselines are per platform (`…-chromium-linux.png`). A platform with none yet (a Mac,
 * Windows) runs every story's play and axe checks and writes its own baselines on this first run.
 */
const baselineSuffix = `-chromium-${process.platform}.png`;
const hasBaselines =
  !storiesSelected ||
  readdirSync('packages').some((pkg) =>
    readdirSync(`packages/${pkg}/src`, { recursive: true }).some((file) =>
      String(file).endsWith(baselineSuffix),
    ),
  );
// The config is read more than once per run: say it once.
if (!hasBaselines && process.argv.includes('storybook') && !process.env.NSA_BASELINE_NOTICE) {
  process.env.NSA_BASELINE_NOTICE = '1';
  console.log(
    `No screenshot baselines for ${process.platform} yet: this run writes them (review, then commit).`,
  );
}

async function storyProject(): Promise<TestProjectInlineConfiguration> {
  const [
    { storybookTest },
    { playwright },
    { chromiumArgs, testChromiumPath },
    { storyViewport },
    { screenshotShiftedLinesOnly },
  ] = await Promise.all([
    import('@storybook/addon-vitest/vitest-plugin'),
    import('@vitest/browser-playwright'),
    import('./scripts/chromium.ts'),
    import('./scripts/storyViewport.ts'),
    import('./scripts/screenshotCommand.ts'),
  ]);
  return {
    // Every story is a test in headless Chromium: render, play, axe, then a screenshot against its baseline.
    plugins: [storybookTest({ configDir: '.storybook' })],
    // Pre-bundled up front: a dependency found mid-run makes Vite reload the page under a running story.
    optimizeDeps: {
      include: [
        '@radix-ui/react-alert-dialog',
        '@radix-ui/react-checkbox',
        '@radix-ui/react-dialog',
        '@radix-ui/react-direction',
        '@radix-ui/react-dropdown-menu',
        '@radix-ui/react-tabs',
        '@radix-ui/react-toast',
        '@radix-ui/react-use-controllable-state',
        '@radix-ui/react-visually-hidden',
        '@tanstack/react-query',
        '@tanstack/react-table',
        '@tanstack/react-virtual',
        'bignumber.js',
        'dayjs',
        'drizzle-orm',
        'drizzle-orm/pglite',
        'hono',
        'hono/body-limit',
        'i18next',
        'msw',
        'msw/browser',
        'ox/Value',
        'papaparse',
        'react-i18next',
        'react-router-dom',
        'styled-components',
        'storybook/viewport',
        'valtio',
        'viem',
        'viem/accounts',
        'viem/chains',
        'viem/siwe',
        'wagmi',
        'wagmi/actions',
        'wagmi/connectors',
        'zod',
      ],
    },
    test: {
      name: 'storybook',
      // Story files share a page per worker instead of loading it, the in-browser server and its
      // snapshot again for each file (measured on all 628 stories: 486 → 357 s). What a story
      // leaves on the page (language, direction, theme) the next one sets again (preview.tsx).
      isolate: false,
      setupFiles: ['./.storybook/uninstrumented.ts', polyfills, './.storybook/vitest.setup.ts'],
      testTimeout: 30_000,
      // One more try for a story that fails once on a loaded machine. Text a pixel off in a picture
      // no longer needs it (the second look in .storybook/vitest.setup.ts); a real change fails twice.
      retry: 1,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // No browser command (screenshot, viewport, click) may wait forever: one that hung would
          // hold the page's command queue, and every later story would time out behind it.
          actionTimeout: 20_000,
          launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
          contextOptions: {
            deviceScaleFactor: 1,
            reducedMotion: 'reduce',
            locale: 'en-US',
            timezoneId: 'UTC',
          },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { ...storyViewport },
        screenshotFailures: false,
        // A picture that did not match gets a second look (.storybook/vitest.setup.ts).
        commands: { screenshotShiftedLinesOnly },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Native form controls repaint a few anti-aliased corner pixels between runs; a changed word,
            // colour or layout shifts far more than 16 pixels. `npm run test:update-screenshots` accepts a change.
            comparatorOptions: { allowedMismatchedPixels: 16, threshold: 0.1 },
          },
        },
      },
    },
  };
}

export default defineConfig({
  test: {
    ...(hasBaselines ? {} : { update: 'all' as const }),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{api,mocks,ui,console}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: [polyfills],
          // One module graph per worker, not per file: importing it again for each file was a third
          // of the project's time (measured 26 → 18 s). The files share no state but what they reset.
          isolate: false,
          // Mock-database walks sign real messages and page through thousands of rows.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          exclude: ['packages/server/test/postgres.test.ts'],
          setupFiles: [polyfills],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file starts its own servers and databases; importing the server again for every
          // file was a quarter of the project's time (measured 99 → 74 s).
          isolate: false,
        },
      },
      {
        test: {
          // Its own project: it re-imports server suites with PostgreSQL switched on, which needs a
          // fresh module graph (a shared one would hand back the suites already run, and keep the switch).
          // Vitest starts projects in the order of their names: as `postgres` its one long file
          // (about 20 s) starts beside the contract suite, not last with a core left idle beside it.
          name: 'postgres',
          environment: 'node',
          include: ['packages/server/test/postgres.test.ts'],
          setupFiles: [polyfills],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          // One suite of the contract, run against the msw mocks and the real server.
          name: 'conformance',
          environment: 'node',
          include: ['conformance/**/*.test.ts'],
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
      ...(storiesSelected ? [await storyProject()] : []),
    ],
  },
});
