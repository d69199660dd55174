/**
 * What a standalone `sitepub edge` process loads (docs/edge.md, "Memory"): Node's http, not node:https (with
 * node:tls about 5 MB) until it has an HTTPS listener or an https origin to ask; and what `sitepub serve` on its
 * data folder does not load (the scale-out drivers, the ACME client). A preload prints the process's built-in modules and the
 * CommonJS files loaded when signalled. (Run from the sources, as here, node:tls is loaded anyway: an ES module import
 * of node:http reads every export, one of which loads it; the bundle requires node:http and does not.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { OriginAgents } from '../../src/edge/origin-http.ts';
import { testCertificate } from '../helpers/connect-proxy.ts';
import { CLI } from '../cli/run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'edge-footprint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Loaded {
  /** The command's first line (its --json result). */
  first: unknown;
  builtins: string[];
  /** The packages of the CommonJS files loaded (ES modules are not listed). */
  packages: string[];
}

/** What `sitepub <args>` (a server command given --json) has loaded once its first line is out. */
async function loadedBy(args: string[]): Promise<Loaded> {
  const preload = join(dir, 'list-builtins.mjs');
  writeFileSync(
    preload,
    "import { createRequire } from 'node:module';\n" +
      'const { cache } = createRequire(import.meta.url);\n' +
      "process.on('SIGUSR2', () => process.stdout.write(JSON.stringify([process.moduleLoadList, Object.keys(cache)]) + '\\n'));\n",
  );
  const child = spawn(process.execPath, ['--import', pathToFileURL(preload).href, CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: dir, SITEPUB_EDGE_SECRET: 's'.repeat(32) },
  });
  try {
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const first: unknown = JSON.parse((await lines.next()).value as string);
    child.kill('SIGUSR2');
    const [list, files] = JSON.parse((await lines.next()).value as string) as [string[], string[]];
    return {
      first,
      builtins: list.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length)),
      packages: files.map((f) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(f)?.[1] ?? ''),
    };
  } finally {
    child.kill('SIGTERM');
  }
}

/** What a `sitepub edge` with `args` has loaded once it listens. */
async function loadedByEdge(name: string, args: string[]): Promise<Loaded> {
  const loaded = await loadedBy([
    'edge',
    '--json',
    '--origin',
    'http://127.0.0.1:9',
    '--data',
    join(dir, name),
    ...args,
  ]);
  expect(loaded.first).toMatchObject({ url: expect.stringMatching(/^http:/) });
  return loaded;
}

describe('a standalone edge loads what it uses', () => {
  it('loads no node:https without an HTTPS listener; with one, node:https and node:tls', async () => {
    const plain = (await loadedByEdge('plain', [])).builtins;
    expect(plain).toContain('http');
    expect(plain).not.toContain('https');
    const withTls = (await loadedByEdge('tls', ['--tls-port', '0'])).builtins;
    expect(withTls).toContain('tls');
    expect(withTls).toContain('https');
  });

  it("loads none of the client commands' packages (the .netrc reader and what it brings)", async () => {
    const { packages } = await loadedByEdge('packages', []);
    expect(packages).toContain('mime-types'); // the list holds the CommonJS packages loaded (content types)
    expect(packages).not.toContain('netrc-parser');
    expect(packages).not.toContain('debug');
  });

  it('asks an https origin over TLS (node:https loaded for it)', async () => {
    const { cert, key } = await testCertificate(join(dir, 'ca'), ['localhost']);
    const server = createServer({ cert, key }, (_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agents = new OriginAgents(2);
    try {
      const port = (server.address() as { port: number }).port;
      // the test CA is not one the process trusts: the handshake happened and the certificate was judged
      await expect(
        agents.request(new URL(`https://localhost:${port}/`), { headers: {}, timeoutMs: 5000 }),
      ).rejects.toMatchObject({ code: expect.stringMatching(/CERT|SIGNATURE|VERIFY/) });
    } finally {
      await agents.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('sitepub serve on its data folder', () => {
  it('loads neither the PostgreSQL driver, the AWS SDK nor acme-client (--database, --blobs, --acme-directory)', async () => {
    const { first, packages } = await loadedBy([
      'serve',
      '--json',
      '--quiet',
      '--data',
      join(dir, 'serve'),
      '--port',
      '0',
    ]);
    expect(first).toMatchObject({ api: expect.stringMatching(/^http:/) });
    expect(packages).toContain('fastify'); // the list holds the CommonJS packages loaded
    expect(packages).not.toContain('pg');
    expect(packages.filter((p) => /^@(aws-sdk|smithy)[\\/]/.test(p))).toEqual([]);
    expect(packages).not.toContain('acme-client');
  });
});
