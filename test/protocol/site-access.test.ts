/** Sign-in tickets and host cookies (protocol/site-access.ts), the edge's use of them (serve/access.ts), and the
 * `previews` setting (settings-rules.ts): pure, or with a stand-in origin answer. */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SiteAccess } from '../../src/edge/serve/access.ts';
import {
  signClaim,
  siteAccessKey,
  ticketClaim,
  verifyClaim,
  TICKET_TTL_MS,
} from '../../src/protocol/site-access.ts';
import { applySettings } from '../../src/server/routes/settings-rules.ts';
import { defaultProjectConfig } from '../../src/server/project-config.ts';

const key = siteAccessKey('edge secret');
const now = 1_700_000_000_000;

describe('tickets and cookies', () => {
  const claim = ticketClaim('docs.example.com:8080', 'jane@example.com', true, now);
  const ticket = signClaim(key, 'ticket', claim);
  it('verify for their host, kind and time only', () => {
    expect(verifyClaim(key, 'ticket', ticket, 'docs.example.com:8080', now)).toMatchObject({
      email: 'jane@example.com',
      member: true,
    });
    expect(verifyClaim(key, 'ticket', ticket, 'other.example.com:8080', now)).toBeNull();
    expect(verifyClaim(key, 'cookie', ticket, 'docs.example.com:8080', now)).toBeNull();
    expect(verifyClaim(key, 'ticket', ticket, 'docs.example.com:8080', now + TICKET_TTL_MS)).toBeNull();
    expect(
      verifyClaim(siteAccessKey('another secret'), 'ticket', ticket, 'docs.example.com:8080', now),
    ).toBeNull();
  });
  it('refuse a tampered body or signature', () => {
    const [body, mac] = ticket.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...claim, email: 'eve@example.com' })).toString('base64url');
    expect(verifyClaim(key, 'ticket', `${forged}.${mac}`, claim.host, now)).toBeNull();
    expect(verifyClaim(key, 'ticket', `${body}.${mac.slice(1)}x`, claim.host, now)).toBeNull();
    expect(verifyClaim(key, 'ticket', 'garbage', claim.host, now)).toBeNull();
  });
  it('never carry the secret', () => {
    expect(Buffer.from(ticket.split('.')[0]!, 'base64url').toString()).not.toContain('edge secret');
  });
});

/** A response that records what the edge wrote. */
function response() {
  const r = { status: 0, headers: {} as Record<string, unknown> };
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      r.status = status;
      r.headers = headers;
      return res;
    },
    end() {},
  } as unknown as ServerResponse;
  return { r, res };
}

describe('SiteAccess on the edge', () => {
  it('turns a ticket into a host cookie once, and reads the cookie back', () => {
    const access = new SiteAccess({
      key,
      origin: 'http://origin.test',
      mayAccess: async () => false,
      now: () => now,
    });
    const host = 'docs.example.com';
    const t = signClaim(key, 'ticket', ticketClaim(host, 'jane@example.com', false, now));
    const first = response();
    expect(access.ticket(first.res, host, true, `?t=${t}&to=%2Fteam%2F`)).toBe(303);
    expect(first.r.headers.location).toBe('/team/');
    const cookie = String(first.r.headers['set-cookie']);
    expect(cookie).toMatch(
      /^sitepub_site_access=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/,
    );
    const again = response();
    expect(access.ticket(again.res, host, true, `?t=${t}&to=%2F`)).toBe(403);
    const req = { headers: { cookie: `a=b; ${cookie.split(';')[0]}` } } as never;
    expect(access.claim(req, host)).toMatchObject({ email: 'jane@example.com', member: false });
    expect(access.claim(req, 'other.example.com')).toBeNull();
    // a ticket sending the browser off the host is refused
    const off = response();
    const t2 = signClaim(key, 'ticket', ticketClaim(host, 'jane@example.com', false, now));
    expect(access.ticket(off.res, host, false, `?t=${t2}&to=%2F%2Fevil.test%2F`)).toBe(403);
  });

  it("keeps the origin's verdict on a token briefly, and refuses when the origin cannot answer", async () => {
    let asked = 0;
    let clock = now;
    const access = new SiteAccess({
      key,
      origin: 'http://origin.test',
      mayAccess: async (_domain, token) => {
        asked++;
        if (token === 'down') throw new Error('unreachable');
        return token === 'good';
      },
      now: () => clock,
    });
    expect(await access.tokenAllowed('a.test', 'good')).toBe(true);
    expect(await access.tokenAllowed('a.test', 'good')).toBe(true);
    expect(asked).toBe(1);
    expect(await access.tokenAllowed('a.test', 'bad')).toBe(false);
    expect(await access.tokenAllowed('a.test', 'down')).toBe(false);
    clock += 61_000;
    expect(await access.tokenAllowed('a.test', 'good')).toBe(true);
    expect(asked).toBe(4);
  });
});

describe('the previews setting', () => {
  it('takes public or protected, leaving public out of the configuration', () => {
    const on = applySettings(defaultProjectConfig(), { previews: 'protected' });
    expect(on).toMatchObject({ ok: true, config: { previews: 'protected' } });
    const off = applySettings((on as { config: ReturnType<typeof defaultProjectConfig> }).config, {
      previews: 'public',
    });
    expect(off.ok && 'previews' in off.config).toBe(false);
    expect(applySettings(defaultProjectConfig(), { previews: 'private' })).toEqual({
      ok: false,
      details: { previews: 'previews must be "public" or "protected"' },
    });
  });
});

describe('the surge profile', () => {
  it("leaves sitepub's ruleProblems out of the info line", async () => {
    const { surgeLine } = await import('../../src/server/profile/surge-shapes.ts');
    const line = surgeLine(
      { type: 'info', urls: [], ruleProblems: [{ file: 'ROUTER', line: 1, message: 'x' }] },
      { nameservers: [], cname: 'edge.localhost' },
    );
    expect(line).toEqual({ type: 'info', urls: [] });
  });
});
