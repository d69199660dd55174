/**
 * Every method + path of spec part 4 and of the protocol notes (docs/surge-protocol.md §4–§6), called on projects
 * that exist: none may answer 404 (no such endpoint / thing) or 501, nor fail with 5xx.
 */
import { rm } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { create as tarCreate } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { basicToken } from '../helpers/server.ts';
import { call, makeHome, surge } from './helpers.ts';

let srv: TestServer;
let token: string;
let home: string;
let site: string;
const EMAIL = 'endpoints@example.com';
const D = 'endpoints.localhost';
const APEX = 'endpoints-apex.com';

beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
  token = await srv.token(EMAIL);
  ({ home, site } = await makeHome());
  for (const args of [
    [site, D],
    [site, D, '--stage'],
    [site, D],
    [site, APEX],
  ]) {
    const r = await surge(srv.api, token, home, args);
    expect(r.code, r.out).toBe(0);
  }
});

afterAll(async () => {
  await srv?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

interface Ep {
  method: string;
  path: string | (() => Promise<string> | string);
  body?: unknown;
  headers?: Record<string, string>;
  auth?: 'token' | 'none' | 'password';
  raw?: () => Promise<Buffer>;
}

async function revs(): Promise<number[]> {
  return (await call(srv.api, token, 'GET', `/${D}/list`)).body.map((r: { rev: number }) => r.rev);
}

async function tarball(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tarCreate({ gzip: true, cwd: home, portable: true }, ['site']))
    chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

// Order matters: destructive calls come last.
const endpoints: Ep[] = [
  // Projects
  {
    method: 'PUT',
    path: `/${D}`,
    raw: tarball,
    headers: {
      'content-type': 'application/gzip',
      accept: 'application/x-ndjson',
      'file-count': '3',
      'project-size': '120',
      message: 'enumerated',
    },
  },
  { method: 'GET', path: '/list' },
  { method: 'GET', path: `/${D}/metadata.json` },
  { method: 'GET', path: async () => `/${D}/${(await revs())[0]}/metadata.json` },
  { method: 'GET', path: `/${D}/manifest.json` },
  { method: 'GET', path: async () => `/${D}/${(await revs())[0]}/manifest.json` },
  { method: 'DELETE', path: `/${D}/cache` },
  // Revisions
  { method: 'GET', path: `/${D}/list` },
  { method: 'POST', path: `/${D}/rollback` },
  { method: 'POST', path: `/${D}/rollfore` },
  { method: 'PUT', path: `/${D}/rev` },
  { method: 'PUT', path: async () => `/${D}/rev/${(await revs())[1]}` },
  // Certificates
  { method: 'GET', path: `/${D}/certs` },
  { method: 'PUT', path: `/${D}/encrypt` },
  {
    method: 'PUT',
    path: `/${D}/ssl`,
    body: 'not a pem',
    headers: { 'content-type': 'application/x-pem-file' },
  },
  // DNS
  { method: 'GET', path: `/${APEX}/dns` },
  {
    method: 'POST',
    path: `/${APEX}/dns`,
    body: { type: 'MX', name: '@', value: 'mx.example.net', priority: '10' },
  },
  {
    method: 'DELETE',
    path: async () =>
      `/${APEX}/dns/${(await call(srv.api, token, 'GET', `/${APEX}/dns`)).body.records[0].id}`,
  },
  { method: 'GET', path: `/${APEX}/zone` },
  { method: 'POST', path: `/${APEX}/zone`, body: { type: 'TXT', name: '@', value: 'v=spf1 -all' } },
  {
    method: 'DELETE',
    path: async () =>
      `/${APEX}/zone/${(await call(srv.api, token, 'GET', `/${APEX}/dns`)).body.records[0].id}`,
  },
  // Collaborators
  { method: 'POST', path: `/${D}/collaborators`, body: { emails: ['pal@example.com'] } },
  { method: 'DELETE', path: `/${D}/collaborators`, body: { emails: ['pal@example.com'] } },
  // Settings and analytics
  { method: 'PUT', path: `/${D}/settings`, body: { spa: true } },
  { method: 'GET', path: `/${D}/analytics` },
  { method: 'GET', path: `/${D}/usage` },
  { method: 'GET', path: `/${D}/audit` },
  // Account, tokens and billing
  { method: 'POST', path: '/token', auth: 'password', body: { msg: 'enumerated' } },
  { method: 'POST', path: `/token/reset/${EMAIL}`, auth: 'none' },
  { method: 'POST', path: '/verification' },
  { method: 'GET', path: '/account' },
  { method: 'GET', path: '/plans' },
  { method: 'GET', path: `/${D}/plans` },
  { method: 'PUT', path: '/card', body: { token: 'tok_visa' } },
  { method: 'PUT', path: '/plan', body: { plan: 'standard' } },
  { method: 'POST', path: '/upgrade/link', body: { plan: 'standard' } },
  { method: 'POST', path: '/billing/link' },
  { method: 'GET', path: '/stats', auth: 'none' },
  // Protocol notes: endpoints the official clients call beyond the spec
  { method: 'GET', path: '/tokens' },
  {
    method: 'DELETE',
    path: async () =>
      `/tokens/${(await call(srv.api, token, 'GET', '/tokens')).body.find((t: { msg: string }) => t.msg === 'enumerated').id}`,
  },
  { method: 'GET', path: `/${D}/status` },
  { method: 'GET', path: '/subscription' },
  { method: 'GET', path: `/${D}/subscription` },
  { method: 'PUT', path: `/${D}/plan`, body: { plan: 'standard' } },
  { method: 'POST', path: '/login/session', auth: 'none', body: { host: 'enumerator' } },
  {
    method: 'POST',
    path: async () =>
      `/login/session/${(await call(srv.api, null, 'POST', '/login/session', { host: 'x' })).body.uuid}/poll`,
    auth: 'none',
    body: { poll: 'wrong' },
  },
  { method: 'POST', path: '/mfa/session' },
  {
    method: 'PUT',
    path: `/${D}/ssl`,
    body: 'not a pem',
    headers: { 'content-type': 'application/x-pem-file' },
  },
  // Destructive, last
  { method: 'DELETE', path: async () => `/${D}/rev/${(await revs()).at(-1)}` },
  { method: 'DELETE', path: `/${D}/rev` },
  { method: 'DELETE', path: '/account' },
  { method: 'DELETE', path: `/${D}` },
];

describe('every endpoint answers on an existing project', () => {
  it('never 404 or 501, never 5xx', async () => {
    const seen: string[] = [];
    for (const ep of endpoints) {
      const path = typeof ep.path === 'string' ? ep.path : await ep.path();
      const headers: Record<string, string> = { ...ep.headers };
      if ((ep.auth ?? 'token') === 'token') headers.authorization = basicToken(token);
      if (ep.auth === 'password')
        headers.authorization = `Basic ${Buffer.from(`${EMAIL}:${TEST_PASSWORD}`).toString('base64')}`;
      let body: string | Buffer | undefined;
      if (ep.raw) body = await ep.raw();
      else if (typeof ep.body === 'string') body = ep.body;
      else if (ep.body !== undefined) {
        body = JSON.stringify(ep.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(srv.api + path, { method: ep.method, headers, body });
      const content = await text(res.body as unknown as NodeJS.ReadableStream).catch(() => '');
      seen.push(`${ep.method} ${path} → ${res.status}`);
      expect(res.status, `${ep.method} ${path}: ${content.slice(0, 300)}`).not.toBe(404);
      expect(res.status, `${ep.method} ${path}: ${content.slice(0, 300)}`).not.toBe(501);
      expect(res.status, `${ep.method} ${path}: ${content.slice(0, 300)}`).toBeLessThan(500);
    }
    expect(seen).toHaveLength(endpoints.length);
  });
});
