import './set-methods.ts';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { handlers as defaultHandlers } from './index.ts';

/** msw for node tests: the given handlers, or every endpoint over the shared mock db. */
export function createMockServer(...handlers: HttpHandler[]) {
  return setupServer(...(handlers.length > 0 ? handlers : defaultHandlers));
}
