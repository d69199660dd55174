/**
 * Real services for the suites that need them (Pebble, Chromium, PostgreSQL, Ceph, HAProxy, …): the Debian
 * packages are installed when missing by scripts/services/ensure-packages.sh, so `npm test` works on a fresh
 * machine. A suite that needs a service fails with this message when it cannot be installed: never skipped.
 */
import { execFile, execFileSync } from 'node:child_process';
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

const SERVICES = fileURLToPath(new URL('../../scripts/services/', import.meta.url));

export interface RunningService {
  /** The variables its up script printed as `export NAME=value` lines. */
  env: Record<string, string>;
  stop(): void;
}

/**
 * Starts a service with its project script (`scripts/services/<name>-up.sh`, which installs its packages when
 * missing) and returns what the script exported; `stop()` runs `<name>-down.sh` with the folder it named
 * (`baseVar`).
 */
export function startService(name: string, baseVar: string, args: string[] = []): RunningService {
  let out: string;
  try {
    out = execFileSync('bash', [`${SERVICES}${name}-up.sh`, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 900_000,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`scripts/services/${name}-up.sh failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
  return runningService(name, baseVar, out);
}

/** startService without blocking: several services start at once (test/helpers/cluster.ts). */
export function startServiceAsync(
  name: string,
  baseVar: string,
  args: string[] = [],
): Promise<RunningService> {
  return new Promise((resolve, reject) =>
    execFile(
      'bash',
      [`${SERVICES}${name}-up.sh`, ...args],
      { encoding: 'utf8', timeout: 900_000, maxBuffer: 16 << 20 },
      (error, out, stderr) => {
        if (error) {
          const detail = stderr.trim();
          reject(
            new Error(`scripts/services/${name}-up.sh failed${detail ? `: ${detail}` : ''}`, {
              cause: error,
            }),
          );
          return;
        }
        try {
          resolve(runningService(name, baseVar, out));
        } catch (err) {
          reject(err as Error);
        }
      },
    ),
  );
}

function runningService(name: string, baseVar: string, out: string): RunningService {
  const env: Record<string, string> = {};
  for (const line of out.split('\n')) {
    if (!line.startsWith('export ')) continue;
    for (const pair of line.slice('export '.length).trim().split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0) env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  const base = env[baseVar];
  if (!base) throw new Error(`scripts/services/${name}-up.sh printed no ${baseVar}`);
  return {
    env,
    stop: () =>
      execFileSync('bash', [`${SERVICES}${name}-down.sh`, base], { stdio: 'ignore', timeout: 120_000 }),
  };
}
