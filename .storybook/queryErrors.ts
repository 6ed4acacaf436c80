import { configure, getConfig, prettyDOM } from 'storybook/test';

/**
 * A failed `getBy…` query describes the page in its error: testing-library prints the whole DOM
 * (then cuts it to 7,000 characters). Inside `waitFor` and every `findBy…`, each attempt that
 * fails builds that error again, every 50 ms, only to throw it away; on a console screen that
 * was a tenth of the story tests' time in the page (CPU profile of the users and staff stories).
 * While testing-library retries (its own `_disableExpensiveErrorDiagnostics` flag) the message is
 * left bare; the error a play finally fails with, and a `getBy…` that fails outright, still
 * carry the page.
 */
export function describePageOnlyWhenAQueryFails(): void {
  configure({
    getElementError(message, container) {
      const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      const error = new Error(
        retrying
          ? (message ?? '')
          : [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
              .filter(Boolean)
              .join('\n\n'),
      );
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}
