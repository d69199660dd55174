// `npm run demo -- --once`: server with 2 edges, swagger-ui published and a staged revision, both URLs answer 200.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './run-cli.ts';
import { corpusPath } from '../helpers/corpora.ts';

describe('scripts/demo.ts --once', () => {
  it('publishes, stages, prints the production and preview URLs and their status, exits 0', () => {
    corpusPath('swagger-ui'); // fetch outside the child's timeout if missing
    const r = spawnSync(process.execPath, [path.join(REPO, 'scripts/demo.ts'), '--once'], {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    const prod = /^production\s+(http:\/\/swagger-ui\.localhost:\d+)$/m.exec(r.stdout);
    const preview = /^preview\s+(http:\/\/(\d+)-swagger-ui\.localhost:\d+)\s+\(staged revision\)$/m.exec(
      r.stdout,
    );
    expect(prod, r.stdout).not.toBeNull();
    expect(preview, r.stdout).not.toBeNull();
    // Production still serves the first revision; the preview shows the staged change.
    expect(r.stdout).toContain(`production  200  ${prod![1]}  "Swagger UI"`);
    expect(r.stdout).toContain(`preview     200  ${preview![1]}  "Swagger UI (staged revision)"`);
    expect(r.stdout).toMatch(/staged revision \d+ \(production unchanged\)/);
  });
});
