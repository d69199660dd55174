/**
 * The lean client runtime (src/runtime/lean-client.ts + http1-dispatcher.ts), in a fresh node as the CLI and
 * the Action start it: requests go out as HTTP/1.1 even to a server that prefers h2 (undici 8 alone negotiates
 * h2 there: the control case), and node:http2 loads only when used, as the real module.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP2_CONSTANTS_AT_LOAD } from '../../src/runtime/deferred-http2.ts';

const src = (p: string): string => JSON.stringify(fileURLToPath(new URL(`../../src/${p}`, import.meta.url)));

/** Runs an ES module script in a fresh node (asynchronously: the test's own server must keep answering). */
async function runNode(script: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return stdout.trim();
}

describe('lean client runtime', () => {
  let dir: string;
  let server: http2.Http2SecureServer;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sitepub-lean-'));
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ]);
    expect(made.status, String(made.stderr)).toBe(0);
    server = http2.createSecureServer({
      key: readFileSync(join(dir, 'key.pem')),
      cert: readFileSync(join(dir, 'cert.pem')),
      allowHTTP1: true, // offers h2 first, then http/1.1
    });
    server.on('request', (req, res) => res.end(req.httpVersion));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const ask = (lean: boolean): Promise<string> =>
    runNode(
      `${
        lean
          ? `(await import(${src('runtime/lean-client.ts')})).useLeanClientRuntime();
         await import(${src('runtime/http1-dispatcher.ts')});`
          : ''
      }
       const { request } = await import(${src('client/undici-request.ts')});
       const res = await request(${JSON.stringify(url)}, { method: 'GET' });
       process.stdout.write(await res.body.text());
       process.exit(0);`,
      { NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') },
    );

  it('speaks HTTP/1.1 to a server that prefers h2', async () => {
    expect(await ask(true)).toBe('1.1');
  });

  it('control: undici alone negotiates h2 with that server', async () => {
    expect(await ask(false)).toBe('2.0');
  });

  it('still lets a dispatcher that allows h2 speak it (a proxy agent of the @actions packages, say)', async () => {
    const out = await runNode(
      `(await import(${src('runtime/lean-client.ts')})).useLeanClientRuntime();
       await import(${src('runtime/http1-dispatcher.ts')});
       const { default: Agent } = await import('undici/lib/dispatcher/agent.js');
       const { request } = await import(${src('client/undici-request.ts')});
       const dispatcher = new Agent({ allowH2: true });
       const res = await request(${JSON.stringify(url)}, { method: 'GET', dispatcher });
       process.stdout.write(await res.body.text());
       await dispatcher.close();`,
      { NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') },
    );
    expect(out).toBe('2.0');
  });

  it("loads node's modules every client run needs before its V8 settings change", async () => {
    // Loaded after a flag change, a builtin is compiled from source: node's code cache for it is refused.
    const out = await runNode(
      `const { CLIENT_BUILTINS, useLeanClientRuntime } = await import(${src('runtime/lean-client.ts')});
       useLeanClientRuntime();
       const at = (id) => process.moduleLoadList.indexOf('NativeModule ' + id.replace(/^node:/, ''));
       process.stdout.write(JSON.stringify({ v8: at('node:v8'), builtins: CLIENT_BUILTINS.map(at) }));`,
    );
    const { v8, builtins } = JSON.parse(out) as { v8: number; builtins: number[] };
    expect(v8).toBeGreaterThan(0);
    expect(builtins.length).toBeGreaterThan(0);
    for (const i of builtins) {
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(v8);
    }
  });

  it('loads node:http2 only when it is used, and then the real one', async () => {
    const out = await runNode(
      `(await import(${src('runtime/lean-client.ts')})).useLeanClientRuntime();
       const { createRequire } = await import('node:module');
       const loaded = () => process.moduleLoadList.includes('NativeModule internal/http2/core');
       const h2 = createRequire(import.meta.url)('node:http2');
       const path = h2.constants.HTTP2_HEADER_PATH;
       const before = loaded();
       const session = h2.connect(${JSON.stringify(url)});
       const req = session.request({ [h2.constants.HTTP2_HEADER_PATH]: '/' });
       let body = '';
       req.setEncoding('utf8').on('data', (d) => (body += d));
       req.on('end', () => {
         session.close();
         const all = Object.keys(process.getBuiltinModule('node:http2').constants);
         const listed = JSON.stringify(Object.keys(h2.constants)) === JSON.stringify(all);
         process.stdout.write(JSON.stringify({ path, before, after: loaded(), body, listed }));
       });`,
      { NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') },
    );
    expect(JSON.parse(out)).toEqual({ path: ':path', before: false, after: true, body: '2.0', listed: true });
  });

  it('gives undici the constants node:http2 has', () => {
    for (const [name, value] of Object.entries(HTTP2_CONSTANTS_AT_LOAD))
      expect(http2.constants[name as keyof typeof http2.constants], name).toBe(value);
  });

  it('gives undici every constant its client-h2.js takes at load', () => {
    const source = readFileSync(
      fileURLToPath(import.meta.resolve('undici/lib/dispatcher/client-h2.js')),
      'utf8',
    );
    const block = /const \{\s*constants: \{([^}]*)\}\s*\} = http2/.exec(source);
    expect(block, 'the destructuring of http2.constants in undici').not.toBeNull();
    const names = block![1]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    expect(names.sort()).toEqual(Object.keys(HTTP2_CONSTANTS_AT_LOAD).sort());
  });
});
