import { createQueryClient } from '../lib/queryClient.ts';

/**
 * One cache for the signed-in screens, dropped when the session ends (the layout unmounts). A
 * module of its own: the landing prefetch fills it before the layout has rendered.
 */
export const queryClient = createQueryClient();
