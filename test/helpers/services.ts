/**
 * Real services for the suites that need them (Pebble, Chromium, PostgreSQL, Ceph, HAProxy, …): the Debian
 * packages are installed when missing by scripts/services/ensure-packages.sh, so `npm test` works on a fresh
 * machine. A suite that needs a service fails with this message when it cannot be installed: never skipped.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENSURE = fileURLToPath(new URL('../../scripts/services/ensure-packages.sh', import.meta.url));

/** Installs each `{ command: package }` whose command is missing; throws naming the packages when it cannot. */
export function ensurePackages(packages: Record<string, string>): void {
  const pairs = Object.entries(packages).map(([command, pkg]) => `${command}=${pkg}`);
  try {
    execFileSync('bash', [ENSURE, ...pairs], { stdio: ['ignore', 'inherit', 'pipe'], timeout: 600_000 });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(
      `could not install ${Object.values(packages).join(', ')} (Debian packages) for this suite` +
        (stderr ? `: ${stderr}` : '') +
        '; install them with apt-get, or run as root',
      { cause: error },
    );
  }
}
