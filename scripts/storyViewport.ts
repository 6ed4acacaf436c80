/** The frame every story test starts in (vitest.config.ts); the screenshot baselines are taken at this width. */
export const storyViewport = { width: 1200, height: 900 } as const;

/**
 * The screens the console is checked on: a phone, a 1366-px laptop and a full-HD desktop. A story
 * picks one with `globals: { viewport: { value: 'phone' } }` (the story test sets the frame from it,
 * and the Storybook toolbar offers the same sizes).
 */
export const screenSizes = {
  phone: { name: 'Phone 390×844', width: 390, height: 844 },
  laptop: { name: 'Laptop 1366×768', width: 1366, height: 768 },
  desktop: { name: 'Desktop 1920×1080', width: 1920, height: 1080 },
} as const;
