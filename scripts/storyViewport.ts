/** The frame every story test starts in (vitest.config.ts); the screenshot baselines are taken at this width. */
export const storyViewport = { width: 1200, height: 900 } as const;
