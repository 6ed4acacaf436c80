import { HttpError } from '../errors.ts';
import { issueNonce, login, logout, reserveNonceRequest, reserveSignInAttempt } from '../services/auth.ts';
import { actorOf, type Handlers } from './types.ts';

export const authHandlers = {
  authNonce: {
    guard: (deps, request) => reserveNonceRequest(deps, request.ip),
    run: ({ deps, input }) => issueNonce(deps, input.address),
  },
  authLogin: {
    // Every attempt takes a failure slot of its IP up front and gives it back only on success.
    guard: (deps, request) => reserveSignInAttempt(deps, request.ip),
    run: ({ deps, input }) => login(deps, input),
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
