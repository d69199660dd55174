/**
 * SIGKILL loops on the origin (issue #7), SITEPUB_SLOW=1 only: a kill during receive (50% of the upload sent),
 * during extraction (files already stored; receive and extraction are one streaming pass in sitepub), during
 * distribution, then ten kills at random moments of a deploy. After every restart on the same data: exactly the
 * old or the new revision live, every revision whole, staging empty, edges serving production whole, and the
 * next deploy works (origin-kill-scenario.ts).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  checkAfterRestart,
  disposeKillWorld,
  killScenario,
  newKillWorld,
  type KillWorld,
} from './origin-kill-scenario.ts';

describe.skipIf(!process.env.SITEPUB_SLOW)('origin SIGKILL loops', () => {
  let world: KillWorld;
  beforeAll(async () => {
    world = await newKillWorld('sitepub-killloop-');
  });
  afterAll(() => disposeKillWorld(world));

  for (const point of ['receive', 'extraction', 'distribution'] as const) {
    it(`killed during ${point}`, { timeout: 180_000 }, () =>
      killScenario(world, point).then(() => checkAfterRestart(world)),
    );
  }

  it('killed ten times at random moments', { timeout: 900_000 }, async () => {
    for (let i = 0; i < 10; i++) {
      await killScenario(world, { afterMs: Math.floor(Math.random() * 1500) });
      await checkAfterRestart(world);
    }
  });
});
