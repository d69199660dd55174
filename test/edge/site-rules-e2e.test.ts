/**
 * Site rules on real edges: one `sitepub serve --edges 1` (an in-process edge) and one standalone `sitepub edge`
 * process, a site deployed by the sitepub CLI with every rule file (and bad lines in them), then each rule kind on
 * both edges: status, Location, query kept, headers where matched and not elsewhere, CORS and its preflight,
 * Basic auth, private files, noindex on the preview only, and rules rolled back with their revision. The
 * official CLI deploys a site with bad rule lines undisturbed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.ts';
import { runCli, runSurge, spawnCli } from '../cli/run-cli.ts';
import { get } from './helpers/http.ts';

const DOMAIN = 'rules-e2e.localhost';
let server: TestServer;
let tmp: string;
let token: string;
let standalone: ChildProcess | undefined;
/** [name, base URL] of both kinds of edge. */
const edges: [string, string][] = [];
let firstRev: number;
let firstDeploy: { stderr: string; json: { revision: number; ruleProblems: unknown[] } };

const FILES: Record<string, string> = {
  'index.html': '<p>home</p>',
  'real.html': '<p>a real file</p>',
  'forced.html': '<p>never served: a forced rule wins</p>',
  'app/index.html': '<p>the app shell</p>',
  'gone.html': '<p>this page is gone</p>',
  '200.html': '<p>client-side router</p>',
  'assets/site.css': 'body{}',
  'private/secret.html': '<p>for alice</p>',
  _redirects: [
    '# moved pages',
    '/old /new-page',
    '/temp/* /dest/:splat 302',
    '/app/* /app/index.html 200',
    '/removed /gone.html 410',
    '/real /never-applied',
    '/forced.html /target 308!',
    '/bad-line-without-destination',
    '/peek /private/secret.html 200',
  ].join('\n'),
  ROUTER: ['301 /contact /about', '302 /blog/:slug /articles/:slug', '999 /x /y'].join('\n'),
  _headers: [
    '/*',
    '  X-Frame-Options: DENY',
    '/assets/*',
    '  Cache-Control: public, max-age=60',
    '  ! X-Frame-Options',
    '  Set-Cookie: session=1',
  ].join('\n'),
  CORS: 'https://app.example\n',
  AUTH: '/private/* alice:s3cret\n',
};

function writeSite(dir: string, files: Record<string, string>): string {
  const root = path.join(tmp, dir);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), body);
  }
  return root;
}

async function deploy(dir: string, extra: string[] = []) {
  const r = await runCli(['--endpoint', server.api, 'deploy', dir, DOMAIN, '--json', ...extra], {
    home: tmp,
    env: { SURGE_TOKEN: token },
  });
  expect(r.code, r.stderr).toBe(0);
  return { stderr: r.stderr, json: JSON.parse(r.stdout) as { revision: number; ruleProblems: unknown[] } };
}

const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

/** Starts the standalone `sitepub edge` of this file (its data folder kept across restarts); returns its URL. */
async function startStandalone(): Promise<string> {
  const secret = fs.readFileSync(path.join(server.data, 'edge-secret'), 'utf8').trim();
  standalone = spawnCli(['edge', '--json', '--origin', server.api, '--data', path.join(tmp, 'edge')], {
    home: tmp,
    env: { SITEPUB_EDGE_SECRET: secret },
  });
  standalone.stdin!.end();
  let out = '';
  const line = await new Promise<string>((resolve, reject) => {
    standalone!.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
    });
    standalone!.on('exit', (code) => reject(new Error(`sitepub edge exited ${code}`)));
  });
  return (JSON.parse(line) as { url: string }).url;
}

async function stopStandalone(): Promise<void> {
  if (standalone && standalone.exitCode === null) {
    const exited = once(standalone, 'exit');
    standalone.kill('SIGTERM');
    await exited;
  }
}

beforeAll(async () => {
  server = await startTestServer({ edges: 1 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-rules-'));
  token = await server.token();
  const url = await startStandalone();
  edges.push(['serve --edges 1', server.edges[0]!], ['sitepub edge', url]);
  firstDeploy = await deploy(writeSite('v1', FILES));
  firstRev = firstDeploy.json.revision;
  const alias = await api(server.api, token, 'PUT', `/${DOMAIN}/alias/pr-7`, { rev: firstRev });
  expect(alias.status, JSON.stringify(alias.body)).toBeLessThan(300);
}, 60_000);

afterAll(async () => {
  await stopStandalone();
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('bad lines are reported to whoever deploys', () => {
  it('sitepub deploy prints each (file, line, why) and lists them in --json; the rest applies', () => {
    expect(firstDeploy.json.ruleProblems).toEqual([
      {
        file: '_redirects',
        line: 8,
        message: expect.stringMatching(/source path and a destination/) as unknown,
      },
      { file: 'ROUTER', line: 3, message: expect.stringMatching(/"999" is not a status/) as unknown },
      {
        file: '_headers',
        line: 6,
        message: expect.stringMatching(/Set-Cookie is set by the edge/) as unknown,
      },
    ]);
    expect(firstDeploy.stderr).toMatch(/not applied: _redirects line 8: a rule needs a source path/);
  });

  it('the official surge CLI deploys such a site as before', async () => {
    const site = writeSite('surge-site', { 'index.html': 'x', _redirects: '/only-one-word' });
    const r = await runSurge([site, 'rules-surge.localhost', '--endpoint', server.api], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('Success!');
  }, 30_000);
});

describe.each([0, 1])('rules on edge %i', (i) => {
  const edge = () => edges[i]![1];
  const at = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    get(edge(), DOMAIN, p, headers, method);

  it(`_redirects: status, Location with the query kept, splats, rewrites, 410, files first, ! before files`, async () => {
    expect(edges[i]![0]).toBeTruthy();
    const old = await at('/old?x=1&y=2');
    expect([old.status, old.headers.location]).toEqual([301, '/new-page?x=1&y=2']);
    const temp = await at('/temp/a/b');
    expect([temp.status, temp.headers.location]).toEqual([302, '/dest/a/b']);
    const app = await at('/app/settings/profile');
    expect([app.status, app.body.toString()]).toEqual([200, FILES['app/index.html']]);
    const removed = await at('/removed');
    expect([removed.status, removed.body.toString()]).toEqual([410, FILES['gone.html']]);
    const real = await at('/real');
    expect([real.status, real.body.toString()]).toEqual([200, FILES['real.html']]);
    const forced = await at('/forced.html');
    expect([forced.status, forced.headers.location]).toEqual([308, '/target']);
  });

  it('ROUTER: surge.sh redirects after _redirects, before 200.html', async () => {
    const contact = await at('/contact/?ref=hn');
    expect([contact.status, contact.headers.location]).toEqual([301, '/about?ref=hn']);
    const blog = await at('/blog/first-post');
    expect([blog.status, blog.headers.location]).toEqual([302, '/articles/first-post']);
    const miss = await at('/no/such/page');
    expect([miss.status, miss.body.toString()]).toEqual([200, FILES['200.html']]);
  });

  it('_headers: present where matched, detached and absent elsewhere; forbidden ones never set', async () => {
    const home = await at('/');
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['cache-control']).not.toContain('max-age=60');
    const css = await at('/assets/site.css');
    expect(css.headers['cache-control']).toBe('public, max-age=60');
    expect(css.headers['x-frame-options']).toBeUndefined();
    expect(css.headers['set-cookie']).toBeUndefined();
  });

  it('CORS: the listed origin is allowed and its preflight answered; another is not', async () => {
    const listed = await at('/', { origin: 'https://app.example' });
    expect(listed.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(listed.headers.vary).toContain('Origin');
    const other = await at('/', { origin: 'https://other.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await at(
      '/assets/site.css',
      { origin: 'https://app.example', 'access-control-request-method': 'GET' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    const refused = await at('/', { origin: 'https://other.example' }, 'OPTIONS');
    expect(refused.status).toBe(405);
  });

  it('AUTH: 401 with a Basic challenge, 401 for a wrong password, 200 for the right one', async () => {
    const anonymous = await at('/private/secret.html');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm="rules-e2e\.localhost"/);
    expect(anonymous.body.toString()).not.toContain('alice');
    expect((await at('/private/secret.html', { authorization: basic('alice:wrong') })).status).toBe(401);
    const ok = await at('/private/secret.html', { authorization: basic('alice:s3cret') });
    expect([ok.status, ok.body.toString()]).toEqual([200, FILES['private/secret.html']]);
    expect(ok.headers['cache-control']).toBe('private, no-cache');
    expect((await at('/')).status).toBe(200);
    // a rewrite to a guarded file is guarded by the file's rule too
    expect((await at('/peek')).status).toBe(401);
    const peek = await at('/peek', { authorization: basic('alice:s3cret') });
    expect([peek.status, peek.body.toString()]).toEqual([200, FILES['private/secret.html']]);
  });

  it('rule files are never served', async () => {
    for (const name of ['_redirects', '_headers', 'ROUTER', 'CORS', 'AUTH']) {
      const r = await at(`/${name}`);
      expect(r.body.toString(), name).not.toBe(FILES[name]);
      expect(r.body.toString(), name).toBe(FILES['200.html']);
    }
  });

  it('noindex on the preview and alias hosts (files and redirects), never on production', async () => {
    const preview = `${firstRev}-${DOMAIN}`;
    const alias = `pr-7-${DOMAIN}`;
    expect((await get(edge(), alias, '/real.html')).headers['x-robots-tag']).toBe('noindex');
    expect((await get(edge(), alias, '/old')).headers['x-robots-tag']).toBe('noindex');
    expect((await get(edge(), preview, '/')).headers['x-robots-tag']).toBe('noindex');
    expect((await get(edge(), preview, '/old')).headers['x-robots-tag']).toBe('noindex');
    expect((await at('/')).headers['x-robots-tag']).toBeUndefined();
    expect((await at('/old')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('rules belong to their revision', () => {
  it('a new revision brings its rules, a rollback takes them back, on both edges', async () => {
    const next = await deploy(writeSite('v2', { ...FILES, _redirects: '/old /newer 302\n' }));
    // its _redirects has no bad line any more; the other files still have theirs
    expect((next.json.ruleProblems as { file: string }[]).map((p) => p.file)).toEqual(['ROUTER', '_headers']);
    for (const [name, base] of edges) {
      const r = await get(base, DOMAIN, '/old');
      expect([r.status, r.headers.location], name).toEqual([302, '/newer']);
    }
    const back = await runCli(['--endpoint', server.api, 'rollback', DOMAIN], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(back.code, back.stderr).toBe(0);
    for (const [name, base] of edges) {
      const r = await get(base, DOMAIN, '/old');
      expect([r.status, r.headers.location], name).toEqual([301, '/new-page']);
    }
  }, 30_000);
});

describe('protected previews', () => {
  it('previews=protected: the preview answers 401 to anonymous requests and a wrong token, 200 to a token of the project; production as before', async () => {
    const set = await runCli(['--endpoint', server.api, 'settings', DOMAIN, 'previews=protected', '--json'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ previews: 'protected' });
    const stranger = await server.token();
    const preview = `${firstRev}-${DOMAIN}`;
    for (const [name, base] of edges) {
      const anonymous = await get(base, preview, '/');
      expect(anonymous.status, name).toBe(401);
      expect(anonymous.headers['www-authenticate'], name).toMatch(/^Basic realm=/);
      expect(anonymous.headers['x-robots-tag'], name).toBe('noindex');
      expect(
        (await get(base, preview, '/', { authorization: basic(`token:${'0'.repeat(64)}`) })).status,
      ).toBe(401);
      expect((await get(base, preview, '/', { authorization: basic(`token:${stranger}`) })).status).toBe(401);
      const member = await get(base, preview, '/real.html', { authorization: basic(`token:${token}`) });
      expect([member.status, member.body.toString()], name).toEqual([200, FILES['real.html']]);
      expect(member.headers['cache-control'], name).toBe('private, no-cache');
      // the site's own AUTH still applies behind the preview's gate
      expect(
        (await get(base, preview, '/private/secret.html', { authorization: basic(`token:${token}`) })).status,
      ).toBe(401);
      const aliased = await get(base, `pr-7-${DOMAIN}`, '/real.html');
      expect(aliased.status, name).toBe(401);
      const aliasMember = await get(base, `pr-7-${DOMAIN}`, '/real.html', {
        authorization: basic(`token:${token}`),
      });
      expect(aliasMember.status, name).toBe(200);
      const prod = await get(base, DOMAIN, '/real.html');
      expect([prod.status, prod.headers['x-robots-tag']], name).toEqual([200, undefined]);
    }
    const back = await runCli(['--endpoint', server.api, 'settings', DOMAIN, 'previews=public'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(back.code, back.stderr).toBe(0);
    for (const [name, base] of edges) expect((await get(base, preview, '/')).status, name).toBe(200);
  }, 30_000);

  it('refuses a value that is not public or protected, naming the values', async () => {
    const r = await runCli(['--endpoint', server.api, 'settings', DOMAIN, 'previews=secret'], {
      home: tmp,
      env: { SURGE_TOKEN: token },
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('previews must be "public" or "protected"');
  });
});

describe('an edge restarted from its data folder', () => {
  it('compiles the rules of the revisions it holds again when it loads them', async () => {
    await stopStandalone();
    const url = await startStandalone();
    const r = await get(url, DOMAIN, '/old?x=1');
    expect([r.status, r.headers.location]).toEqual([301, '/new-page?x=1']);
    expect((await get(url, DOMAIN, '/private/secret.html')).status).toBe(401);
  }, 30_000);
});
