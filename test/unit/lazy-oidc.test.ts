/**
 * scripts/lazy-oidc.mjs: the Action's bundle holds an @actions/core whose OIDC client loads
 * @actions/http-client on first use. getIDToken must still work, and a changed @actions/core must stop the
 * build instead of being bundled unpatched.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { deferOidcHttpClient, stageActionsCore } from '../../scripts/lazy-oidc.mjs';

const root = new URL('../..', import.meta.url).pathname;
const nodeModules = join(root, 'node_modules');
const defer = deferOidcHttpClient as (source: string) => string;
const stage = stageActionsCore as (nodeModules: string, out: string) => Promise<void>;
const original = (): Promise<string> =>
  readFile(join(nodeModules, '@actions/core/lib/oidc-utils.js'), 'utf8');

describe('deferOidcHttpClient', () => {
  it('moves the @actions/http-client imports into getCall', async () => {
    const out = defer(await original());
    expect(out).not.toMatch(/^import .*@actions\/http-client/m);
    expect(out).toContain('import("@actions/http-client")');
    expect(out).toMatch(/yield loadHttpClient\(\);\s+const httpclient = OidcClient\.createHttpClient\(\);/);
  });

  it('stops, naming the file and what to do, when @actions/core changed the text it rewrites', async () => {
    const changed = (await original()).replace('OidcClient.createHttpClient();', 'OidcClient.client();');
    expect(() => defer(changed)).toThrow(/oidc-utils\.js is not the text .* update the rewrite/);
    expect(() => defer('export {}')).toThrow(/missing/);
  });
});

describe('the staged @actions/core', () => {
  // Under node_modules so the staged packages resolve their own dependencies (@actions/http-client) as in the build.
  const cache = join(nodeModules, '.cache');
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('still gets an OIDC token, with @actions/http-client loaded on the first call', async () => {
    await mkdir(cache, { recursive: true });
    dir = await mkdtemp(join(cache, 'lazy-oidc-test-'));
    await stage(nodeModules, join(dir, 'node_modules'));
    expect((await readdir(join(dir, 'node_modules/@actions'))).sort()).toEqual(['core', 'tool-cache']);

    const seen: IncomingMessage[] = [];
    const server = createServer((req, res) => {
      seen.push(req);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ value: 'the-id-token' }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    process.env.ACTIONS_ID_TOKEN_REQUEST_URL = `http://127.0.0.1:${port}/token?api-version=2.0`;
    process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN = 'request-token';
    try {
      const core = (await import(join(dir, 'node_modules/@actions/core/lib/core.js'))) as {
        getIDToken(aud?: string): Promise<string>;
      };
      expect(await core.getIDToken('sitepub')).toBe('the-id-token');
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toBe('/token?api-version=2.0&audience=sitepub');
      expect(seen[0]!.headers.authorization).toBe('Bearer request-token');
    } finally {
      delete process.env.ACTIONS_ID_TOKEN_REQUEST_URL;
      delete process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
      server.close();
    }
  });
});

describe('dist/index.js', () => {
  it('does not hold @actions/http-client: a chunk loaded on first use does', async () => {
    const dist = join(root, 'dist');
    const marker = 'class HttpClientError';
    expect(await readFile(join(dist, 'index.js'), 'utf8')).not.toContain(marker);
    const chunks = (await readdir(dist)).filter((f) => /^\d+\.index\.js$/.test(f));
    const holding = [];
    for (const f of chunks) if ((await readFile(join(dist, f), 'utf8')).includes(marker)) holding.push(f);
    expect(holding.length).toBeGreaterThan(0);
  });
});
