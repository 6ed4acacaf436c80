/** A refused token (401/403): the app registers what that means without loading the API client. */
type Listener = (code: string) => void;
const listeners = new Set<Listener>();

export function onApiSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiSessionEnd(code: string): void {
  for (const listener of listeners) listener(code);
}
