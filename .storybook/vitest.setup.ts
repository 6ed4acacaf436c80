import '../scripts/node-polyfills.ts';
import { forgetHeldRequests, mockApi, requestsHeld } from '@nsa/mocks/browser';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, beforeEach, expect } from 'vitest';
import { commands, type Locator, page } from 'vitest/browser';
import type { ShiftVerdict } from '../scripts/screenshotShift.ts';
import { storyViewport } from '../scripts/storyViewport.ts';
import { languageProblems } from './languageCheck.ts';
import { layoutProblems } from './layoutCheck.ts';
import { forgetRequestsInFlight, requestsInFlight, takeUnhandledRequests } from './msw.ts';
import * as projectAnnotations from './preview.tsx';
import { type LayoutCheckParameter, layoutProblemsAcross } from './widthSweep.ts';

/**
 * Per-story screenshot control: `parameters: { screenshot: false }`, `{ screenshot: { target: 'page' } }`
 * for portals, or `{ screenshot: { screens: 2 } }` to picture only the first two window heights of a
 * long page (the viewport-matrix stories: the fold is what they are about, and tall pictures are slow).
 */
type ScreenshotParameter = false | { target?: 'story' | 'page'; screens?: number };

// Freeze everything that moves, so a screenshot depends on the rendering alone.
const stillStyle = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
  /* A scrollbar would narrow the frame while it is one viewport high, and the height measured for
     the picture would then be the height of a narrower layout. */
  html { scrollbar-width: none !important; }
  /* A centred dialog's top is half of (frame height − its height): on a half pixel, some of its lines
     round one way in one run and the other way in the next, and the frame is grown to the page for
     the picture. Pinned below the top edge, where users' dialogs also stand when they are tall. */
  [data-panel='centred'] { margin-block: 1rem auto !important; }
`;

/** Tall screens (a user's detail with four lists) are pictured whole up to this height. */
const maxScreenshotHeight = 4000;
/**
 * How long a screenshot is retried until it matches (the default is one second): a screen still
 * painting on a loaded machine gets another look, and a real difference still fails well inside
 * the test's own timeout.
 */
const screenshotTimeout = 10_000;

/**
 * Until every `/api` request of the story has its answer, but those a loading scene holds for ever
 * (bounded: a request still out after that is left to the picture's comparison). A story's play waits
 * for what it checks, and a part it does not check (a list below the figures) could still be on its
 * way: it came in after the picture's height was measured, and the picture was cut there.
 */
async function answered(): Promise<void> {
  for (let wait = 0; wait < 100 && requestsInFlight() > requestsHeld(); wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (requestsInFlight() > requestsHeld()) {
    console.info(
      `${requestsInFlight() - requestsHeld()} request(s) still unanswered after 5 s; pictured as is.`,
    );
  }
}

/** A console list draws a long page in two passes (ListTable's `data-rendering`): wait for the second. */
async function listsRendered(): Promise<void> {
  for (let wait = 0; wait < 40 && document.querySelector('[data-rendering]'); wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page's height once two readings 100 ms apart agree, so a last re-render is not cut off. */
async function settledContentHeight(): Promise<number> {
  let last = document.documentElement.scrollHeight;
  for (let reading = 0; reading < 20; reading += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = document.documentElement.scrollHeight;
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** Until the frame's height is what was asked for: the resize is applied after the command returns. */
async function frameHeight(wanted: number): Promise<void> {
  for (let wait = 0; wait < 40 && window.innerHeight !== wanted; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // Two frames: one to lay out at the new height, one to paint what it uncovered (a frame that is not
  // painting gives up after 100 ms rather than hanging the test).
  for (let frame = 0; frame < 2; frame += 1) {
    await Promise.race([
      new Promise((resolve) => requestAnimationFrame(resolve)),
      new Promise((resolve) => setTimeout(resolve, 100)),
    ]);
  }
}

/**
 * Grows the frame to the page's height (never past the cap) and measures again at the new height,
 * until the page fits. Once, a screen still drawing (a section whose data came late) grew after it
 * was measured, and its picture was cut where the frame ended, the rest left blank. A screen that
 * fills the window stays taller than the frame by the wrapper's padding however tall the frame is
 * (see the scroll below): that much is not growth. Returns the frame's height for the picture.
 */
async function frameGrownToContent(
  width: number,
  height: number,
  cap: number,
  from = height,
): Promise<number> {
  const root = document.querySelector<HTMLElement>('[data-testid="story-root"]');
  const style = root ? getComputedStyle(root) : undefined;
  const padding = style
    ? Number.parseFloat(style.paddingBlockStart) + Number.parseFloat(style.paddingBlockEnd)
    : 0;
  let frame = from;
  for (let round = 0; round < 4; round += 1) {
    await answered();
    await listsRendered();
    const content = Math.min(await settledContentHeight(), cap);
    if (content <= (frame === height ? frame : frame + padding)) break;
    frame = content;
    await page.viewport(width, frame);
    await frameHeight(frame);
  }
  return frame;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    screenshotShiftedLinesOnly: (reference: string, actual: string) => Promise<ShiftVerdict>;
  }
}

/**
 * A picture that differs from its baseline only by a line of text drawn a pixel higher or lower is
 * the same screen (see scripts/screenshotShift.ts): Vitest has written what it took beside the
 * baseline, and the two are compared once more, region by region. Anything else stays a failure.
 */
async function onlyLinesShifted(error: unknown): Promise<boolean> {
  if (!(error instanceof Error)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the matcher's message is coloured for a terminal
  const message = error.message.replace(/\u001b\[[0-9;]*m/g, '');
  const reference = /Reference screenshot:\s+(\S+\.png)/.exec(message)?.[1];
  const actual = /Actual screenshot:\s+(\S+\.png)/.exec(message)?.[1];
  if (!reference || !actual) return false;
  const verdict = await commands.screenshotShiftedLinesOnly(reference, actual);
  if (!verdict.explained) {
    error.message += `\nMore than text a pixel off: ${verdict.reason}.`;
    return false;
  }
  console.info(
    `The picture matches but for ${verdict.regions} stretch(es) of text a pixel off (${verdict.pixels} pixels).`,
  );
  return true;
}

async function afterStory(context: StoryContext) {
  const unhandled = takeUnhandledRequests();
  expect(unhandled, 'requests without an msw handler').toEqual([]);
  // Every console screen in another language: no English left untranslated, and in right-to-left
  // text no address without its own left-to-right run (see languageCheck.ts for what may stay Latin).
  if (context.title.startsWith('Console/') && String(context.globals.locale ?? 'en') !== 'en') {
    expect(languageProblems(document), `words in ${context.globals.locale}`).toEqual([]);
  }
  // Every console screen, at whatever size and direction it was drawn: nothing wider than the
  // window, no control past its edge, nothing in the header drawn over anything else. A width-sweep
  // story is checked at each of its widths in turn (the next story's beforeEach restores the frame).
  const layoutCheck = context.parameters.layoutCheck as LayoutCheckParameter;
  if (context.title.startsWith('Console/') && layoutCheck !== false) {
    await document.fonts.ready;
    if (layoutCheck?.widths) {
      const problems = await layoutProblemsAcross(layoutCheck.widths, window.innerHeight);
      expect(problems, 'layout by width').toEqual([]);
    } else {
      expect(layoutProblems(document), `layout at ${window.innerWidth}×${window.innerHeight}`).toEqual([]);
    }
  }

  const screenshot = context.parameters.screenshot as ScreenshotParameter | undefined;
  if (screenshot === false) return;
  await document.fonts.ready;
  // The decorator's padded wrapper (see preview.tsx), or the whole viewport for stories that portal out of it.
  const target =
    screenshot?.target === 'page' ? page.elementLocator(document.body) : page.getByTestId('story-root');
  // Each story renders in a frame one viewport high, and what lies below its fold would come out
  // blank: grow the frame to the content for the picture (capped), then give it back.
  // The frame as the story left it: most keep the standard one, the mobile stories set their own.
  const { innerWidth: width, innerHeight: height } = window;
  const cap = screenshot?.screens ? screenshot.screens * height : maxScreenshotHeight;
  const root = document.querySelector<HTMLElement>('[data-testid="story-root"]');
  // The picture of a capped story ends at the cap: the wrapper is cut there while it is taken.
  if (screenshot?.screens && root) root.style.cssText += `;max-block-size:${cap}px;overflow:hidden`;
  let frame = await frameGrownToContent(width, height, cap);
  try {
    await pictured(target, context.id);
  } catch (error) {
    // A picture of another height than its baseline, taken while the page was still growing (a part
    // that came late on a loaded machine, cut where the frame ended): measured again, and if the page
    // has grown since, pictured once more. A page that is really another height fails as before.
    if (!(error instanceof Error && error.message.includes('image dimensions'))) throw error;
    const grown = await frameGrownToContent(width, height, cap, frame);
    if (grown === frame) throw error;
    console.info(`The page grew after it was measured (${frame} → ${grown} px): pictured again.`);
    frame = grown;
    await pictured(target, context.id);
  } finally {
    if (frame !== height) await page.viewport(width, height);
    if (screenshot?.screens && root) {
      root.style.maxBlockSize = '';
      root.style.overflow = '';
    }
  }
}

/** The story's picture against its baseline, from the top of the page. */
async function pictured(target: Locator, name: string): Promise<void> {
  // The picture starts at the top of the page. A play's clicks scroll the frame (Playwright centres
  // what it clicks, at whatever height the list had drawn by then), and the page stays taller than
  // the grown frame by the wrapper's padding (32 px) when a screen fills the window: a scroll left
  // there moves every fixed layer (a dialog, a drawer, a toast, the sticky header) by up to that
  // much from one run to the next. The screenshot itself does not scroll a target that covers the frame.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  try {
    await expect.element(target, { timeout: screenshotTimeout }).toMatchScreenshot(name);
  } catch (error) {
    if (!(await onlyLinesShifted(error))) throw error;
  }
}

// Every story starts in the standard frame, even when the one before it failed while its frame
// was grown for a screenshot: otherwise one failure would change the picture of each story after it.
beforeEach(async () => {
  forgetRequestsInFlight();
  forgetHeldRequests();
  if (window.innerWidth !== storyViewport.width || window.innerHeight !== storyViewport.height) {
    await page.viewport(storyViewport.width, storyViewport.height);
  }
});

const project = setProjectAnnotations([a11yAnnotations, projectAnnotations, { afterEach: afterStory }]);

beforeAll(async () => {
  const style = document.createElement('style');
  style.textContent = stillStyle;
  document.head.append(style);
  // The mock database opens (its snapshot fetched, PGlite's WASM compiled and the data loaded: 5 s
  // here, more on a cold CI machine) before the first story rather than inside it: the first
  // console story of each worker had the rest of its cold start on top and ran past the story
  // timeout, to pass only on its retry. Opened once per page, as the stories share it.
  await mockApi();
  await project.beforeAll?.();
}, 120_000);
