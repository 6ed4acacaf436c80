import { handleChunkFailure, isChunkLoadError } from './chunkReload.ts';
import { firstLanguage, i18n } from './i18n.ts';
import { showToast, whenSeen } from './toast.ts';

/** How long the warning stays on view before the page goes. */
const WARNING_ON_VIEW_MS = 1200;
/**
 * The longest a reload waits for its warning to show: the toaster is a chunk of its own, which a busy
 * machine or a slow network can bring seconds late (a missing one draws its toasts plainly), but a
 * page whose toaster never comes must still reload.
 */
const WARNING_SHOWN_WITHIN_MS = 5000;

/** Reloads once the warning has been on view a moment (timed from its showing, not from the failure). */
let reloadPage = (shown: Promise<void>): void => {
  const late = new Promise<void>((resolve) => setTimeout(resolve, WARNING_SHOWN_WITHIN_MS));
  void Promise.race([shown, late]).then(() => setTimeout(() => window.location.reload(), WARNING_ON_VIEW_MS));
};

/**
 * Keeps the page on a failed chunk, warning only: for the screen stories, whose page is the test
 * runner's frame; reloading it would take every later story down with it.
 */
export function keepPageOnChunkFailure(): void {
  reloadPage = () => undefined;
}

/** Whether this page has told of a failed chunk: one missing chunk fails every import that needs it. */
let told = false;

function onChunkFailure(): void {
  // The console's own chunk, missing, failed its bare import, the landing screen's (which needs
  // it) and the mount: three warnings for one fault before this.
  if (told) return;
  told = true;
  let shown: Promise<void> = Promise.resolve();
  handleChunkFailure({
    storage: sessionStorage,
    now: Date.now,
    // In the page's language: a chunk can fail before it has loaded (the landing screen's starts first).
    warn: () => {
      shown = firstLanguage.then(() =>
        whenSeen(
          showToast(
            { tone: 'warning', title: i18n.t('app.systemWarning'), body: i18n.t('app.chunkReload') },
            0,
          ),
        ),
      );
    },
    reload: () => reloadPage(shown),
  });
}

/** Vite reports failed preloads here; dynamic import rejections come through `lazyChunk`. */
export function listenForChunkFailures(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    onChunkFailure();
  });
}

/** Wraps a route's dynamic import so a missing chunk triggers the warning and one reload. */
export function lazyChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error)) onChunkFailure();
      throw error;
    });
}
