import { HttpError } from '../errors.ts';
import {
  assertNotRateLimited,
  issueNonce,
  login,
  loginAddressOf,
  logout,
  recordLoginFailure,
} from '../services/auth.ts';
import { actorOf, type Handlers } from './types.ts';

export const authHandlers = {
  authNonce: { run: ({ deps, input }) => issueNonce(deps, input.address) },
  authLogin: {
    before: (deps, raw, request) => assertNotRateLimited(deps, request.ip, loginAddressOf(raw)),
    onBadInput: (deps, raw, request) => recordLoginFailure(deps, request.ip, loginAddressOf(raw)),
    run: async ({ deps, input, request }) => {
      try {
        return await login(deps, input);
      } catch (error) {
        if (error instanceof HttpError) await recordLoginFailure(deps, request.ip, input.address);
        throw error;
      }
    },
  },
  authLogout: { run: ({ deps, request }) => logout(deps, request.token ?? '') },
  authUser: {
    run: async ({ input, user }) => {
      const me = actorOf(user);
      if (input.address && input.address !== me.address) {
        throw new HttpError('403', 'address: another user; only your own session user can be read');
      }
      return me;
    },
  },
} satisfies Pick<Handlers, 'authNonce' | 'authLogin' | 'authLogout' | 'authUser'>;
