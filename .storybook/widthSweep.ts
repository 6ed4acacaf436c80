import { page } from 'vitest/browser';
import { layoutProblems } from './layoutCheck.ts';

/** `parameters.layoutCheck` of a story: `false` skips the check, `{ widths }` sweeps the frame through them. */
export type LayoutCheckParameter = false | { widths: readonly number[] } | undefined;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page's layout problems once a resize has been laid out: read again for up to a second while
 * there are some, since a screen may re-render after a resize (a list measuring its rows, a media
 * query's hook). A real problem stays and is returned; a passing width costs two frames.
 */
async function settledProblems(): Promise<string[]> {
  await nextFrame();
  await nextFrame();
  let problems = layoutProblems(document);
  for (let reading = 0; reading < 10 && problems.length > 0; reading += 1) {
    await pause(100);
    problems = layoutProblems(document);
  }
  return problems;
}

/**
 * One rendered story checked at each width in turn (the frame resized, the screen not re-rendered
 * from scratch): every problem prefixed with the width it appeared at, so one run shows them all.
 */
export async function layoutProblemsAcross(widths: readonly number[], height: number): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.viewport(width, height);
    problems.push(...(await settledProblems()).map((problem) => `${width}px: ${problem}`));
  }
  return problems;
}
