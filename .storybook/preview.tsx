import { chainFacts } from '@nsa/api';
import { handlers, resetMocks } from '@nsa/mocks/browser';
import { directionOf, type ThemeName, UiProvider } from '@nsa/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ComponentProps, lazy, Suspense, useLayoutEffect } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { screenSizes } from '../scripts/storyViewport.ts';
import { startStoryWorker } from './msw.ts';
import { describePageOnlyWhenAQueryFails } from './queryErrors.ts';

describePageOnlyWhenAQueryFails();

/**
 * Every story renders inside UiProvider with the toolbar's locale and theme; `<html lang dir
 * data-theme>` follow. The theme on the root matters where a page-wide stylesheet reads it (the
 * sign-in page's), and story files share a page in the tests (see vitest.config.ts).
 */
const withUi: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'en');
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const docs = context.viewMode === 'docs';
  useLayoutEffect(() => {
    // A Docs page keeps the manager's language and direction; only a story's own frame takes the story's.
    if (docs) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    document.documentElement.dataset.theme = theme;
  }, [locale, theme, docs]);
  return (
    <UiProvider theme={theme} locale={locale} chains={chainFacts}>
      <div
        data-testid="story-root"
        lang={locale}
        dir={directionOf(locale)}
        style={{ padding: '1rem', display: 'flow-root' }}
      >
        <Story />
      </div>
    </UiProvider>
  );
};

// Loaded on a Docs page only: the story tests share these annotations and never draw a Docs page.
// A preview opened for docs starts loading it at once, beside the page's stories, rather than once
// the page has rendered (measured: the first story frame of Console/Withdraw ~0.5 s sooner).
const loadDocsStoryFrame = () => import('./DocsStoryFrame.tsx');
if (new URLSearchParams(globalThis.location?.search).get('viewMode') === 'docs') void loadDocsStoryFrame();
const LazyDocsStoryFrame = lazy(() =>
  loadDocsStoryFrame().then(({ DocsStoryFrame }) => ({ default: DocsStoryFrame })),
);
function DocsStory(props: ComponentProps<typeof LazyDocsStoryFrame>) {
  return (
    <Suspense fallback={null}>
      <LazyDocsStoryFrame {...props} />
    </Suspense>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startStoryWorker)],
  // Each story starts from the demo world as seeded, whatever the story before it wrote; a story's
  // own beforeEach (which stages its scene) runs after this one, loaders before both.
  async beforeEach() {
    await resetMocks();
  },
  decorators: [withUi],
  globalTypes: {
    locale: {
      description: 'Locale (sets the writing direction)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'ltr' },
          { value: 'he', title: 'עברית', right: 'rtl' },
          { value: 'ar', title: 'العربية', right: 'rtl' },
          { value: 'fa', title: 'فارسی', right: 'rtl' },
          { value: 'ckb', title: 'کوردی', right: 'rtl' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
    // Any axe violation fails the story (in the test run and in the Accessibility panel).
    // Every story passes axe. Only violations are gathered in full: the passing and inapplicable
    // checks' node lists were a sixth of axe's time on a console screen, and no test reads them.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // From the ground up: tokens, parts, then screens, in the order a day's work meets them, then what
    // every screen shares, "Not found" last (scripts/storyOrder.test.ts reads this list). Inline, as
    // Storybook reads it from this file's source.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'UI',
          'Console',
          [
            'Login',
            'Users',
            'User detail',
            'Figures',
            'Staff account',
            'Referral tree',
            'Orders',
            'Withdraw',
            'Withdraw desk',
            'Withdrawal detail',
            'Audit',
            'Operation',
            'Header search',
            'Account menu',
            'My sessions',
            'Database outage',
            'Not found',
          ],
        ],
      },
    },
    // Each story on a Docs page renders in its own frame, with its own language, direction and theme
    // (a console screen sets the whole document's), while the page's text stays in the manager's; the
    // frame has the size of the screen the story picks, and loads when scrolled near (DocsStoryFrame).
    docs: { story: { inline: false, iframeHeight: 560 }, components: { Story: DocsStory } },
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        ...Object.fromEntries(
          Object.entries(screenSizes).map(([key, size]) => [
            key,
            {
              name: size.name,
              styles: { width: `${size.width}px`, height: `${size.height}px` },
              type: key === 'phone' ? 'mobile' : 'desktop',
            },
          ]),
        ),
      },
    },
  },
};

export default preview;
