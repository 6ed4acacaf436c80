import { handleChunkFailure, isChunkLoadError } from '../lib/chunkReload.ts';
import { i18n } from '../lib/i18n.ts';
import { showToast } from '../lib/toast.ts';

function onChunkFailure(): void {
  handleChunkFailure({
    storage: sessionStorage,
    now: Date.now,
    warn: () =>
      showToast({ tone: 'warning', title: i18n.t('app.systemWarning'), body: i18n.t('app.chunkReload') }, 0),
    // A short pause lets the warning be seen before the page goes.
    reload: () => setTimeout(() => window.location.reload(), 1200),
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
