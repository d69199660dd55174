/**
 * The origin SIGKILLed in the middle of a deploy (issue #7). The
 * origin is the real `sitepub serve` child process with two local edges; it is restarted on the same data.
 * After each restart: exactly the old or the new revision is live, every listed revision is whole, staging
 * (`data/tmp`) is empty, every edge serves production whole, and the next deploy works.
 * This fast file kills during distribution; origin-kill-slow.test.ts (SITEPUB_SLOW=1) kills during receive,
 * during extraction, during distribution, then in a loop at random moments.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  checkAfterRestart,
  disposeKillWorld,
  killScenario,
  newKillWorld,
  type KillWorld,
} from './origin-kill-scenario.ts';

let world: KillWorld;

beforeAll(async () => {
  world = await newKillWorld('sitepub-kill-');
});
afterAll(() => disposeKillWorld(world));

describe('origin SIGKILLed mid-deploy, restarted on the same data', () => {
  it('during distribution (cdn phase started)', () =>
    killScenario(world, 'distribution').then(() => checkAfterRestart(world)));
});
