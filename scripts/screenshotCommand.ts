import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import { onlyShiftedLines, type ShiftVerdict } from './screenshotShift.ts';

/** Inside the project: the story page names files, and the command reads nothing else. */
function projectFile(root: string, path: string): string | null {
  const full = resolve(root, path);
  const inside = relative(root, full);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) && full.endsWith('.png') ? full : null;
}

/**
 * The story page's second look at a picture that did not match: the baseline and what was taken,
 * as Vitest wrote them, compared by `onlyShiftedLines` (why: screenshotShift.ts).
 */
export const screenshotShiftedLinesOnly: BrowserCommand<
  [reference: string, actual: string],
  ShiftVerdict
> = async (context, reference, actual) => {
  const root = context.project.config.root;
  const baselineFile = projectFile(root, reference);
  const takenFile = projectFile(root, actual);
  if (!baselineFile || !takenFile) return { explained: false, reason: 'not a picture of this project' };
  // A picture that cannot be read leaves the matcher's own failure standing, not a new error in its place.
  try {
    const [baseline, taken] = await Promise.all(
      [baselineFile, takenFile].map(async (file) => PNG.sync.read(await readFile(file))),
    );
    return baseline && taken
      ? onlyShiftedLines(baseline, taken)
      : { explained: false, reason: 'a picture is missing' };
  } catch (error) {
    return { explained: false, reason: `a picture could not be read (${String(error)})` };
  }
};
