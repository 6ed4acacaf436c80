import { handleChunkFailure, isChunkLoadError } from './chunkReload.ts';
import { i18n } from './i18n.ts';
import { showToast } from './toast.ts';

/** A short pause lets the warning be seen before the page goes. */
let reloadPage = (): void => {
  setTimeout(() => window.location.reload(), 1200);
};

/**
 * Keeps the page on a failed chunk, warning only: for the screen stories, whose page is the test
 * runner's frame; reloading it would take every later story down with it.
 */
export function keepPageOnChunkFailure(): void {
  reloadPage = () => undefined;
}

function onChunkFailure(): void {
  handleChunkFailure({
    storage: sessionStorage,
    now: Date.now,
    warn: () =>
      showToast({ tone: 'warning', title: i18n.t('app.systemWarning'), body: i18n.t('app.chunkReload') }, 0),
    reload: () => reloadPage(),
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
