// Output piped to a reader that stops early (`sitepub ... | head -1`): a quiet exit 0, no stack trace.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, runCommand } from './run-cli.ts';

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-pipe-'));
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

describe('a closed stdout (EPIPE)', () => {
  it.each(['help deploy', '--help', '--version'])(
    'sitepub %s | true: exit 0, nothing on stderr',
    async (args) => {
      // `true` exits before node has started, so every write of the CLI meets a closed pipe.
      const r = await runCommand(
        'bash',
        ['-c', `"${process.execPath}" "${CLI}" ${args} | true; echo "rc=\${PIPESTATUS[0]}" >&2`],
        { home, env: { NO_COLOR: '1' } },
      );
      expect(r.stderr.trim()).toBe('rc=0');
    },
  );
});
