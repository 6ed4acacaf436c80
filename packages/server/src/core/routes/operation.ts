import {
  adjustPoints,
  adjustPointsBatch,
  batchBalanceProblems,
  getPoints,
  listPointsHistory,
  setPoints,
} from '../services/points.ts';
import { actorOf, type Handlers } from './types.ts';

export const operationHandlers = {
  getPoints: { run: ({ deps, input }) => getPoints(deps.database.db, input) },
  setPoints: {
    run: ({ deps, input, user }) => setPoints(deps.database.db, input, actorOf(user), deps.now()),
  },
  adjustPoints: {
    run: ({ deps, input, user }) => adjustPoints(deps.database.db, input, actorOf(user), deps.now()),
  },
  adjustPointsBatch: {
    run: ({ deps, input, user }) => adjustPointsBatch(deps.database.db, input, actorOf(user), deps.now()),
    alsoRefused: (deps, raw) => batchBalanceProblems(deps.database.db, raw),
  },
  pointsHistory: { run: ({ deps, input }) => listPointsHistory(deps.database.db, input) },
} satisfies Pick<
  Handlers,
  'getPoints' | 'setPoints' | 'adjustPoints' | 'adjustPointsBatch' | 'pointsHistory'
>;
