/** sessionStorage key holding the time of the last reload made for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'nsa:chunk-reload-at';
/** A second failure within this window means the reload did not help: stop reloading. */
export const RELOAD_LOOP_WINDOW_MS = 60_000;

export type ChunkFailureDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  warn: () => void;
  reload: () => void;
};

/** Shows the warning, then reloads once; returns whether it reloaded. */
export function handleChunkFailure(deps: ChunkFailureDeps): boolean {
  deps.warn();
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY));
  if (last && deps.now() - last < RELOAD_LOOP_WINDOW_MS) return false;
  deps.storage.setItem(CHUNK_RELOAD_KEY, String(deps.now()));
  deps.reload();
  return true;
}

/** A dynamic import rejection, as each browser words it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}
