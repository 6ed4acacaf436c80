/**
 * Whether two screenshots differ only by stretches of text drawn one pixel higher or lower (or left
 * or right), every glyph identical. Chromium places lines at fractional positions (a 15-px font on
 * a 1.5 line height starts them at half pixels) and snaps glyphs to whole pixels; from one run to
 * the next, some lines of a screen come out a pixel the other way. Seen in dialogs and in sentences
 * with Unicode isolates, under load, after the frame was grown for the picture: a dialog's "Note
 * from …" line (444 pixels), a whole paragraph with the border beside it (4,299). Chromium's reason
 * is not pinned down. Anything else — a changed word, digit or colour, a block moved by more than
 * a pixel, a layout moved by one everywhere — is a real difference.
 */

export type Rgba = { width: number; height: number; data: Uint8Array };

export type ShiftVerdict =
  | { explained: true; regions: number; pixels: number }
  | { explained: false; reason: string };

/** Two pixels are the same when their channels differ by at most this much in all (of 4 × 255). */
const SAME = 24;
/** Rows of one region may be this far apart; columns this far (the space between two words). */
const ROW_GAP = 1;
const COLUMN_GAP = 12;
/** One pixel each way: content moved down, up, right or left in the actual picture. */
const OFFSETS = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
] as const;

type Box = { x0: number; y0: number; x1: number; y1: number };

function distance(a: Rgba, ai: number, b: Rgba, bi: number): number {
  return (
    Math.abs(a.data[ai]! - b.data[bi]!) +
    Math.abs(a.data[ai + 1]! - b.data[bi + 1]!) +
    Math.abs(a.data[ai + 2]! - b.data[bi + 2]!) +
    Math.abs(a.data[ai + 3]! - b.data[bi + 3]!)
  );
}

/** Runs of indices no further apart than `gap`, as [first, last] pairs. */
function runs(indices: readonly number[], gap: number): [number, number][] {
  const out: [number, number][] = [];
  for (const i of indices) {
    const last = out[out.length - 1];
    if (last && i - last[1] <= gap + 1) last[1] = i;
    else out.push([i, i]);
  }
  return out;
}

/** The differing pixels grouped into boxes: bands of rows, then stretches of columns in each band. */
function regions(differs: Uint8Array, width: number, height: number): Box[] {
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    if (differs.subarray(y * width, (y + 1) * width).includes(1)) rows.push(y);
  }
  const boxes: Box[] = [];
  for (const [y0, y1] of runs(rows, ROW_GAP)) {
    const columns: number[] = [];
    for (let x = 0; x < width; x += 1) {
      for (let y = y0; y <= y1; y += 1) {
        if (differs[y * width + x]) {
          columns.push(x);
          break;
        }
      }
    }
    for (const [x0, x1] of runs(columns, COLUMN_GAP)) boxes.push({ x0, y0, x1, y1 });
  }
  return boxes;
}

/** Every pixel of the box in `actual` is the pixel of `reference` one step away, in one direction. */
function shiftedCopy(reference: Rgba, actual: Rgba, box: Box): boolean {
  const { width, height } = actual;
  return OFFSETS.some(([dx, dy]) => {
    if (box.x0 + dx < 0 || box.y0 + dy < 0 || box.x1 + dx >= width || box.y1 + dy >= height) return false;
    for (let y = box.y0; y <= box.y1; y += 1) {
      for (let x = box.x0; x <= box.x1; x += 1) {
        if (distance(actual, (y * width + x) * 4, reference, ((y + dy) * width + x + dx) * 4) > SAME) {
          return false;
        }
      }
    }
    return true;
  });
}

/**
 * `maxRatio` caps how much may differ: a few lines of text (every line of a paragraph may snap
 * together, 4,300 pixels in a dialog of 1,200 × 973), not a screen whose layout moved by a pixel
 * throughout, though each part of that would also be a shifted copy.
 */
export function onlyShiftedLines(reference: Rgba, actual: Rgba, { maxRatio = 0.01 } = {}): ShiftVerdict {
  const { width, height } = actual;
  if (reference.width !== width || reference.height !== height) {
    return { explained: false, reason: 'the pictures differ in size' };
  }
  const differs = new Uint8Array(width * height);
  let pixels = 0;
  for (let i = 0; i < width * height; i += 1) {
    if (distance(actual, i * 4, reference, i * 4) > SAME) {
      differs[i] = 1;
      pixels += 1;
    }
  }
  const maxPixels = Math.floor(maxRatio * width * height);
  if (pixels > maxPixels) {
    return { explained: false, reason: `${pixels} pixels differ, more than ${maxPixels}` };
  }
  const boxes = regions(differs, width, height);
  const unexplained = boxes.find((box) => !shiftedCopy(reference, actual, box));
  if (unexplained) {
    const { x0, y0, x1, y1 } = unexplained;
    return {
      explained: false,
      reason: `the region at ${x0},${y0} (${x1 - x0 + 1}×${y1 - y0 + 1} px) is not the baseline moved by one pixel`,
    };
  }
  return { explained: true, regions: boxes.length, pixels };
}
