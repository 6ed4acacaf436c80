import { screenSizes } from './storyViewport.ts';

/** A story's frame on a Docs page: the window it is drawn in, and how far it is shrunk to fit the column. */
export type DocsFrame = {
  /** The screen's name when the story picks one (`Phone 390×844`), else null. */
  label: string | null;
  width: number;
  height: number;
  scale: number;
};

/**
 * A story that picks a screen (`globals.viewport.value`, see storyViewport.ts) is drawn in a window
 * of that screen's size and scaled down to the Docs column, so a desktop story lays out at 1920 px as
 * its test does; any other story fills the column at `fallbackHeight`. Never scaled up: a phone stays
 * at its own size.
 */
export function docsFrame(viewport: unknown, columnWidth: number, fallbackHeight: number): DocsFrame {
  const key = (viewport as { value?: unknown } | undefined)?.value;
  const screen =
    typeof key === 'string' && key in screenSizes ? screenSizes[key as keyof typeof screenSizes] : null;
  if (!screen) return { label: null, width: columnWidth, height: fallbackHeight, scale: 1 };
  const scale = columnWidth > 0 ? Math.min(1, columnWidth / screen.width) : 1;
  return { label: screen.name, width: screen.width, height: screen.height, scale };
}
