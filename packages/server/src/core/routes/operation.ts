import { getPoints, setPoints } from '../services/points.ts';
import { actorOf, type Handlers } from './types.ts';

export const operationHandlers = {
  getPoints: { run: ({ deps, input }) => getPoints(deps.database.db, input) },
  setPoints: {
    run: ({ deps, input, user }) => setPoints(deps.database.db, input, actorOf(user), deps.now()),
  },
} satisfies Pick<Handlers, 'getPoints' | 'setPoints'>;
