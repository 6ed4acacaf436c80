import { HttpError } from '../errors.ts';
import { issueNonce, login, logout, reserveNonceRequest, reserveSignInAttempt } from '../services/auth.ts';
import { actorOf, type Handlers } from './types.ts';

const nothing = async () => {};

export const authHandlers = {
  authNonce: {
    guard: (deps, request) => reserveNonceRequest(deps, request.ip),
    run: ({ deps, input, request }) => issueNonce(deps, input.address, request.ip),
  },
  authLogin: {
    // Every JSON attempt takes a failure slot of its IP up front and gives it back only on
    // success; a body of another type is a 415 that counts nothing (rule 7).
    guard: (deps, request) =>
      request.jsonBody ? reserveSignInAttempt(deps, request.ip) : Promise.resolve(nothing),
    run: ({ deps, input, request }) => login(deps, input, request),
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
