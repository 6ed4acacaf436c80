// Storybook's instrumenter wraps `expect`, `userEvent` and the queries of `storybook/test` to record
// every call of a play, its arguments serialised, for the Interactions panel. A test run has no
// panel to show them in, and the recording was about 6 % of the browser's busy time in the console
// stories (a CPU profile: `storybook/test`'s own time 4.9 → 2.4 s in a minute of them). It stays off
// for a page whose URL has `instrument=false`, decided when `storybook/test` is first loaded: load
// it here, before any story, under that URL, then put the URL back (Vitest's orchestrator checks the
// tester frame's address). Storybook itself, where the panel is, still records every call.
const { href } = location;
const separator = location.search ? '&' : '?';
history.replaceState(
  history.state,
  '',
  `${location.pathname}${location.search}${separator}instrument=false${location.hash}`,
);
try {
  await import('storybook/test');
} finally {
  history.replaceState(history.state, '', href);
}
