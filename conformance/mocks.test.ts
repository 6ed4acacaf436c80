import { conformanceSuite } from './suite.ts';
import { openMockTarget } from './targets.ts';

conformanceSuite(openMockTarget);
