/**
 * The origin SIGKILLed in the middle of a deploy (issue #7). The
 * origin is the real `sitepub serve` child process with two local edges; it is restarted on the same data.
 * After each restart: exactly the old or the new revision is live, every listed revision is whole, staging
 * (`data/tmp`) is empty, every edge serves production whole, and the next deploy works.
 * This fast file kills during distribution; origin-kill-slow.test.ts (SITEPUB_SLOW=1) kills during receive,
 * during extraction, during distribution, then in a loop at random moments.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkAfterRestart, killScenario, type KillWorld } from './origin-kill-scenario.ts';

let world: KillWorld;

beforeAll(async () => {
  world = {
    data: await mkdtemp(join(tmpdir(), 'sitepub-kill-')),
    origin: null,
    token: '',
    live: null,
    version: 0,
  };
});
afterAll(async () => {
  await world.origin?.stop().catch(() => {});
  await rm(world.data, { recursive: true, force: true });
});

describe('origin SIGKILLed mid-deploy, restarted on the same data', () => {
  it('during distribution (cdn phase started)', () =>
    killScenario(world, 'distribution').then(() => checkAfterRestart(world)));
});
