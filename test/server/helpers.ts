/** Shared by the API tests: the official CLI as a child process, a tiny site, and JSON calls with a token. */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basicToken } from '../helpers/server.ts';

export const SURGE = join(import.meta.dirname, '../../node_modules/surge/bin/surge');

export interface CliResult {
  code: number | null;
  out: string;
}

/** Runs the official CLI with Node 24 (process.execPath), FORCE_COLOR=0 and SURGE_TOKEN, stdin closed. */
export function surge(
  api: string,
  token: string,
  home: string,
  args: string[],
  input?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SURGE, ...args, '--endpoint', api], {
      env: { PATH: process.env.PATH ?? '', HOME: home, SURGE_TOKEN: token, FORCE_COLOR: '0' },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      cwd: home,
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    if (input !== undefined) child.stdin?.end(input);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

/** A home folder with a three-file site in `<home>/site`. */
/**
 * `surge login` of the official CLI at `bin`, answering each prompt as it appears (email, then password), as a
 * person types them (piped in one write, the first prompt swallows both: docs/surge-protocol.md §1).
 */
export function surgeLogin(
  bin: string,
  api: string,
  home: string,
  email: string,
  password: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'login', '--endpoint', api], {
      env: { PATH: process.env.PATH ?? '', HOME: home, FORCE_COLOR: '0' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let answered = 0;
    const onOutput = (d: Buffer) => {
      out += d.toString();
      if (answered === 0 && /email:\s*$/.test(out)) {
        answered = 1;
        child.stdin.write(`${email}\n`);
      } else if (answered === 1 && /password:\s*$/.test(out)) {
        answered = 2;
        child.stdin.write(`${password}\n`);
      } else if (/Logged in as|Error|Aborted/.test(out)) {
        child.stdin.end();
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

export async function makeHome(): Promise<{ home: string; site: string }> {
  const home = await mkdtemp(join(tmpdir(), 'sitepub-api-'));
  const site = join(home, 'site');
  await mkdir(join(site, 'docs'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<!doctype html><title>home</title><h1>hello</h1>\n');
  await writeFile(join(site, 'about.html'), '<!doctype html><title>about</title>\n');
  await writeFile(join(site, 'docs', 'index.html'), '<!doctype html><title>docs</title>\n');
  return { home, site };
}

export interface Json {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function call(
  api: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  const res = await fetch(api + path, {
    method,
    headers: {
      ...(token ? { authorization: basicToken(token) } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* NDJSON or HTML: keep the text */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

export function ndjson(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Publishes `<home>/site` to `domain` with a raw PUT (gzip tar, as the official CLI packs it); returns the NDJSON lines. */
export async function deployTar(
  api: string,
  token: string,
  home: string,
  domain: string,
): Promise<Record<string, unknown>[]> {
  const { create } = await import('tar');
  const chunks: Buffer[] = [];
  for await (const c of create({ gzip: true, cwd: home, portable: true }, ['site']))
    chunks.push(Buffer.from(c as Uint8Array));
  const res = await fetch(`${api}/${domain}`, {
    method: 'PUT',
    headers: { authorization: basicToken(token), 'content-type': 'application/gzip' },
    body: Buffer.concat(chunks),
  });
  return ndjson(await res.text());
}

/**
 * A port free for both UDP and TCP on 127.0.0.1 right now, for a DNS responder (`dnsPort`) that the same
 * server's status checks then ask (`dnsResolver: ['127.0.0.1:<port>']`).
 */
export async function freeDnsPort(): Promise<number> {
  const { createSocket } = await import('node:dgram');
  const { createServer } = await import('node:net');
  for (;;) {
    const udp = createSocket('udp4');
    const port = await new Promise<number>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(0, '127.0.0.1', () => resolve(udp.address().port));
    });
    const tcp = createServer();
    const tcpFree = await new Promise<boolean>((resolve) => {
      tcp.once('error', () => resolve(false));
      tcp.listen(port, '127.0.0.1', () => resolve(true));
    });
    await new Promise<void>((resolve) => udp.close(() => resolve()));
    if (tcpFree) {
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
      return port;
    }
  }
}
