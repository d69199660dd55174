/**
 * What a standalone `sitepub edge` process loads (docs/edge.md, "Memory"): Node's http, not node:https (with
 * node:tls about 5 MB) until it has an HTTPS listener or an https origin to ask. A preload prints the process's
 * built-in modules when signalled. (Run from the sources, as here, node:tls is loaded anyway: an ES module import
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

/** What a `sitepub edge` with `args` has loaded once it listens: built-in modules, CommonJS files of packages. */
async function loadedByEdge(
  name: string,
  args: string[],
): Promise<{ builtins: string[]; packages: string[] }> {
  const preload = join(dir, 'list-builtins.mjs');
  writeFileSync(
    preload,
    "import { createRequire } from 'node:module';\n" +
      'const { cache } = createRequire(import.meta.url);\n' +
      "process.on('SIGUSR2', () => process.stdout.write(JSON.stringify([process.moduleLoadList, Object.keys(cache)]) + '\\n'));\n",
  );
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(preload).href,
      CLI,
      'edge',
      '--json',
      '--origin',
      'http://127.0.0.1:9',
      '--data',
      join(dir, name),
      ...args,
    ],
    { env: { PATH: process.env.PATH ?? '', HOME: dir, SITEPUB_EDGE_SECRET: 's'.repeat(32) } },
  );
  try {
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const started = await lines.next();
    expect(JSON.parse(started.value as string)).toMatchObject({ url: expect.stringMatching(/^http:/) });
    child.kill('SIGUSR2');
    const [list, files] = JSON.parse((await lines.next()).value as string) as [string[], string[]];
    return {
      builtins: list.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length)),
      packages: files.map((f) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(f)?.[1] ?? ''),
    };
  } finally {
    child.kill('SIGTERM');
  }
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
