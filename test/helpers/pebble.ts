/**
 * Pebble, Let's Encrypt's ACME test CA, for the ACME suites: scripts/services/pebble-up.sh (Debian's `pebble`
 * package, installed when missing through ensurePackages: the suite fails, never skips, when it cannot be had).
 *   const pebble = await startPebble({ httpPort: edgePort, dnsServer: '127.0.0.1:5353', port });
 *   pebble.directory  // https://127.0.0.1:PORT/dir; pebble.caFile trusts its HTTPS (--acme-ca)
 *   await pebble.issuingRoots()  // PEM of the root its certificates chain to
 *   await pebble.stop()
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Agent, request } from 'undici';
import { ensurePackages } from './services.ts';

const UP = fileURLToPath(new URL('../../scripts/services/pebble-up.sh', import.meta.url));
const DOWN = fileURLToPath(new URL('../../scripts/services/pebble-down.sh', import.meta.url));
const run = promisify(execFile);

export interface Pebble {
  directory: string;
  /** PEM file of the CA of Pebble's own HTTPS certificate (pass as --acme-ca). */
  caFile: string;
  management: string;
  port: number;
  /** Kills Pebble at once (SIGKILL), as a crash: for outage tests. stop() still cleans up. */
  kill(): void;
  /** The root Pebble's issued certificates chain to (management /roots/0); changes at every start. */
  issuingRoot(): Promise<string>;
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now; with `span`, the next span-1 ports are free too. */
export async function freePort(span = 1): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(null));
      s.listen(port, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
  for (;;) {
    const base = await tryListen(0);
    if (base === null || base + span > 65535) continue;
    let ok = true;
    for (let i = 1; i < span && ok; i++) ok = (await tryListen(base + i)) !== null;
    if (ok) return base;
  }
}

export async function startPebble(options: {
  httpPort: number;
  tlsPort?: number;
  dnsServer?: string;
  port?: number;
}): Promise<Pebble> {
  ensurePackages({ pebble: 'pebble' });
  const args = [UP, '--http-port', String(options.httpPort)];
  if (options.tlsPort) args.push('--tls-port', String(options.tlsPort));
  if (options.dnsServer) args.push('--dns-server', options.dnsServer);
  if (options.port) args.push('--port', String(options.port));
  const { stdout } = await run('bash', args, { timeout: 120_000 });
  const vars = Object.fromEntries(
    [...stdout.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const),
  );
  const need = (name: string): string => {
    const v = vars[name];
    if (!v) throw new Error(`pebble-up.sh printed no ${name}: ${stdout}`);
    return v;
  };
  const dir = need('PEBBLE_DIR');
  const caFile = need('PEBBLE_CA');
  const management = need('PEBBLE_MANAGEMENT');
  const agent = new Agent({ connect: { ca: await readFile(caFile, 'utf8') } });
  return {
    directory: need('PEBBLE_DIRECTORY'),
    caFile,
    management,
    port: Number(new URL(need('PEBBLE_DIRECTORY')).port),
    kill() {
      try {
        process.kill(Number(need('PEBBLE_PID')), 'SIGKILL');
      } catch {
        /* already gone */
      }
    },
    async issuingRoot() {
      const res = await request(`${management}/roots/0`, { dispatcher: agent });
      if (res.statusCode !== 200) throw new Error(`pebble /roots/0 answered ${res.statusCode}`);
      return res.body.text();
    },
    async stop() {
      await agent.close();
      await run('bash', [DOWN, dir], { timeout: 30_000 });
    },
  };
}
