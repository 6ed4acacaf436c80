import '../scripts/node-polyfills.ts';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { takeUnhandledRequests } from './msw.ts';
import * as projectAnnotations from './preview.tsx';

/** Per-story screenshot control: `parameters: { screenshot: false }` or `{ screenshot: { target: 'page' } }` for portals. */
type ScreenshotParameter = false | { target?: 'story' | 'page' };

// Freeze everything that moves, so a screenshot depends on the rendering alone.
const stillStyle = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
`;

/** Tall screens (a user's detail with four lists) are pictured whole up to this height. */
const maxScreenshotHeight = 4000;

async function afterStory(context: StoryContext) {
  const unhandled = takeUnhandledRequests();
  expect(unhandled, 'requests without an msw handler').toEqual([]);

  const screenshot = context.parameters.screenshot as ScreenshotParameter | undefined;
  if (screenshot === false) return;
  await document.fonts.ready;
  // The decorator's padded wrapper (see preview.tsx), or the whole viewport for stories that portal out of it.
  const target =
    screenshot?.target === 'page' ? page.elementLocator(document.body) : page.getByTestId('story-root');
  // Each story renders in a frame one viewport high, and what lies below its fold would come out
  // blank: grow the frame to the content for the picture (capped), then give it back.
  const { innerWidth: width, innerHeight: height } = window;
  const content = Math.min(document.documentElement.scrollHeight, maxScreenshotHeight);
  if (content > height) await page.viewport(width, content);
  try {
    await expect.element(target).toMatchScreenshot(context.id);
  } finally {
    if (content > height) await page.viewport(width, height);
  }
}

const project = setProjectAnnotations([a11yAnnotations, projectAnnotations, { afterEach: afterStory }]);

beforeAll(async () => {
  const style = document.createElement('style');
  style.textContent = stillStyle;
  document.head.append(style);
  await project.beforeAll?.();
});
