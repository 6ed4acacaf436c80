/** A box's edges, rounded to whole pixels so sub-pixel layout does not count as overlap. */
type Box = { left: number; right: number; top: number; bottom: number };

const tolerance = 1;

function boxOf(element: Element): Box | null {
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') return null;
  const rect = element.getBoundingClientRect();
  if (rect.width < 2 || rect.height < 2) return null;
  return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
}

function overlaps(a: Box, b: Box): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance
  );
}

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.left >= outer.left - tolerance &&
    inner.right <= outer.right + tolerance &&
    inner.top >= outer.top - tolerance &&
    inner.bottom <= outer.bottom + tolerance
  );
}

function nameOf(element: Element): string {
  const text = (element.textContent ?? '').trim().slice(0, 30);
  return `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className).split(' ')[0]}"` : ''}>${text}`;
}

/** What a reader can press or type into. */
const controls =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="combobox"], [role="tab"], [role="menuitem"]';

/**
 * The part of a control the window shows, horizontally: its box cut by every ancestor that clips
 * (`overflow: hidden`, a visually-hidden table head), or null when nothing of it is drawn or when an
 * ancestor scrolls sideways (a wide table's frame), since scrolling that reaches it.
 */
function drawnSpan(control: Element): { left: number; right: number } | null {
  const rect = control.getBoundingClientRect();
  if (rect.width < 2 || rect.height < 2 || getComputedStyle(control).visibility === 'hidden') return null;
  let { left, right } = rect;
  const { documentElement, body } = control.ownerDocument;
  for (
    let parent = control.parentElement;
    parent && parent !== body && parent !== documentElement;
    parent = parent.parentElement
  ) {
    const { overflowX } = getComputedStyle(parent);
    if (overflowX === 'visible') continue;
    if ((overflowX === 'auto' || overflowX === 'scroll') && parent.scrollWidth > parent.clientWidth)
      return null;
    const clip = parent.getBoundingClientRect();
    left = Math.max(left, clip.left);
    right = Math.min(right, clip.right);
    if (right - left < 2) return null;
  }
  return { left, right };
}

/**
 * Controls drawn past the window's left or right edge, where no scrolling reaches them (a page cut
 * off by `overflow: hidden`, a button pushed out of a fixed bar).
 */
function controlsOutsideWindow(doc: Document): string[] {
  const width = doc.documentElement.clientWidth;
  const problems: string[] = [];
  for (const control of doc.querySelectorAll(controls)) {
    const span = drawnSpan(control);
    if (!span || (span.left >= -tolerance && span.right <= width + tolerance)) continue;
    problems.push(
      `${nameOf(control)} lies outside the ${width}px window (${Math.round(span.left)}–${Math.round(span.right)}px)`,
    );
  }
  return problems;
}

/**
 * What a reader would see broken in the page as drawn: a document wider than the window (the page
 * scrolls sideways), a control past the window's edge, a header child outside the header, or two
 * header items drawn over each other or cut off by its own box (checked among the header's children
 * and each child's own children).
 */
export function layoutProblems(doc: Document): string[] {
  const problems: string[] = [];
  const root = doc.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    problems.push(`the document is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`);
  }
  problems.push(...controlsOutsideWindow(doc));
  for (const header of doc.querySelectorAll('header')) {
    const headerBox = boxOf(header);
    if (!headerBox) continue;
    const groups = [header, ...Array.from(header.children)];
    for (const group of groups) {
      const items = Array.from(group.children)
        .map((element) => ({ element, box: boxOf(element) }))
        .filter((item): item is { element: Element; box: Box } => item.box !== null);
      for (const [index, item] of items.entries()) {
        if (!inside(item.box, headerBox)) problems.push(`${nameOf(item.element)} lies outside the header`);
        // Text cut off by its own box (an account squeezed to nothing) is as unreadable as text drawn over.
        if (
          item.element.scrollWidth > item.element.clientWidth + tolerance &&
          getComputedStyle(item.element).overflowX !== 'visible'
        ) {
          problems.push(`${nameOf(item.element)} is clipped in the header`);
        }
        for (const other of items.slice(index + 1)) {
          if (overlaps(item.box, other.box)) {
            problems.push(`${nameOf(item.element)} overlaps ${nameOf(other.element)} in the header`);
          }
        }
      }
    }
  }
  return problems;
}
