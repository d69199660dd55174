/**
 * The dashboard over plain HTTP (the browser flows are in test/e2e/dashboard-browser.test.ts): the sign-in contract,
 * cookie flags, CSRF, rate-limited sign-in that never creates an account, sessions listed and revoked beside
 * tokens with no token value in any page, the CSP, `--no-dashboard` and the surge profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_FAILURES_ALLOWED } from '../../src/server/dashboard/session.ts';
import { tgzOf } from '../helpers/archives.ts';
import { putArchive, startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { runCli } from '../cli/run-cli.ts';

/** A tiny browser: keeps cookies, reads the CSRF token of the last form. */
class Client {
  cookies = new Map<string, string>();
  csrf = '';
  readonly base: string;
  readonly headers: Record<string, string>;
  constructor(base: string, headers: Record<string, string> = {}) {
    this.base = base;
    this.headers = headers;
  }

  async request(method: string, path: string, form?: Record<string, string>) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      if (v === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(c)) this.cookies.delete(k!);
      else this.cookies.set(k!, v!);
    }
    const text = await res.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
    if (token) this.csrf = token;
    return { status: res.status, text, headers: res.headers };
  }

  async signIn(email: string, password = TEST_PASSWORD) {
    await this.request('GET', '/dashboard');
    return this.request('POST', '/dashboard/signin', { _csrf: this.csrf, email, password });
  }
}

let server: TestServer;
let email: string;

beforeAll(async () => {
  server = await startTestServer({ edges: 0 });
  email = `dash-${process.pid}@example.com`;
  await server.token(email);
});
afterAll(async () => server?.close());

describe('dashboard over HTTP', () => {
  it('GET /dashboard signed out shows the sign-in form (inputs email, password) with a strict CSP', async () => {
    const c = new Client(server.api);
    const r = await c.request('GET', '/dashboard');
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/<input[^>]+name="email"/);
    expect(r.text).toMatch(/<input[^>]+name="password"[^>]+type="password"/);
    expect(r.text).not.toMatch(/<script|style="/);
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe|https?:/);
    const css = await c.request('GET', '/dashboard/assets/dashboard.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('signs in with an HttpOnly SameSite=Strict session cookie, Secure behind HTTPS', async () => {
    const c = new Client(server.api);
    await c.request('GET', '/dashboard');
    const res = await fetch(`${server.api}/dashboard/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ _csrf: c.csrf, email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(303);
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith('sitepub_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);

    const behind = await startTestServer({ edges: 0, trustProxy: true });
    try {
      await behind.token(email);
      const h = new Client(behind.api, { 'x-forwarded-proto': 'https' });
      await h.signIn(email);
      const again = await fetch(`${behind.api}/dashboard/signin`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'x-forwarded-proto': 'https',
          cookie: [...h.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ _csrf: h.csrf, email, password: TEST_PASSWORD }),
      });
      expect(again.headers.getSetCookie().find((s) => s.startsWith('sitepub_session='))).toMatch(/; Secure/);
    } finally {
      await behind.close();
    }
  });

  it('refuses a sign-in POST without the CSRF token', async () => {
    const c = new Client(server.api);
    await c.request('GET', '/dashboard');
    const r = await c.request('POST', '/dashboard/signin', { email, password: TEST_PASSWORD });
    expect(r.status).toBe(403);
    expect(r.text).toContain('CSRF');
    expect(c.cookies.has('sitepub_session')).toBe(false);
  });

  it('never creates an account, and rate-limits failed sign-ins', async () => {
    // its own server: the failures count per client IP, and every test signs in from 127.0.0.1
    const srv = await startTestServer({ edges: 0 });
    try {
      const c = new Client(srv.api);
      const stranger = `stranger-${process.pid}@example.com`;
      const first = await c.signIn(stranger);
      expect(first.status).toBe(401);
      expect(first.text).toContain('Wrong email or password');
      expect(await srv.server.store.accounts.getAccountByEmail(stranger)).toBeNull();
      for (let i = 1; i < SIGNIN_FAILURES_ALLOWED; i++) expect((await c.signIn(stranger)).status).toBe(401);
      const limited = await c.signIn(stranger);
      expect(limited.status).toBe(429);
      expect(limited.text).toContain('Too many failed sign-ins');
      // the right password is refused too while the limit holds
      await srv.token(email);
      expect((await c.signIn(email)).status).toBe(429);
    } finally {
      await srv.close();
    }
  }, 120_000);

  it('lists the session beside API tokens without any token value, and revoking it signs out', async () => {
    const cliToken = await server.token(email);
    const c = new Client(server.api);
    await c.signIn(email);
    const session = c.cookies.get('sitepub_session')!;
    expect(session).toMatch(/^[0-9a-f]{64}$/);
    const page = await c.request('GET', '/dashboard/tokens');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`tok-${session.slice(0, 8)}`);
    expect(page.text).toContain('this session');
    expect(page.text).toContain(`tok-${cliToken.slice(0, 8)}`);
    for (const p of ['/dashboard', '/dashboard/tokens', '/dashboard/account']) {
      const r = await c.request('GET', p);
      expect(r.text).not.toContain(session);
      expect(r.text).not.toContain(cliToken);
    }
    const revoked = await c.request('POST', '/dashboard/tokens/revoke', {
      _csrf: c.csrf,
      id: `tok-${session.slice(0, 8)}`,
    });
    expect(revoked.status).toBe(303);
    // the cookie still held by an attacker no longer works
    const stale = new Client(server.api);
    stale.cookies.set('sitepub_session', session);
    const r = await stale.request('GET', '/dashboard/tokens');
    expect(r.status).toBe(401);
    expect(r.text).toMatch(/name="password"/);
  });

  it('signing out revokes the session token', async () => {
    const c = new Client(server.api);
    await c.signIn(email);
    const session = c.cookies.get('sitepub_session')!;
    await c.request('GET', '/dashboard');
    const out = await c.request('POST', '/dashboard/signout', { _csrf: c.csrf });
    expect(out.status).toBe(303);
    const res = await fetch(`${server.api}/account`, {
      headers: { authorization: `Basic ${Buffer.from(`token:${session}`).toString('base64')}` },
    });
    expect(res.status).toBe(401);
  });
});

describe('permissions and refusals are those of the API', () => {
  it("shows the API's 403 on someone else's project, and explains the 409 of deleting an account with projects", async () => {
    const ownerEmail = `owner-${process.pid}@example.com`;
    const token = await server.token(ownerEmail);
    const domain = `perm-${process.pid}.${server.domain}`;
    const put = await putArchive(
      server.api,
      token,
      domain,
      tgzOf([{ path: 's/index.html', body: '<p>hi</p>' }]),
    );
    expect(put.status).toBe(200);

    const stranger = new Client(server.api);
    await stranger.signIn(email);
    const refused = await stranger.request('GET', `/dashboard/projects/${domain}`);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(`you have no access to the project ${domain}`);
    const post = await stranger.request('POST', `/dashboard/projects/${domain}/rollback`, {
      _csrf: stranger.csrf,
    });
    expect(post.status).toBe(403);

    const owner = new Client(server.api);
    await owner.signIn(ownerEmail);
    // one live revision and a staged preview: a rollback never makes the never-live preview live
    const staged = await putArchive(
      server.api,
      token,
      domain,
      tgzOf([{ path: 's/index.html', body: 'next' }]),
      {
        stage: 'true',
      },
    );
    expect(staged.status).toBe(200);
    const project = await owner.request('GET', `/dashboard/projects/${domain}`);
    expect(project.text).toContain('No rollback: no other revision was live before this one');
    const back = await owner.request('POST', `/dashboard/projects/${domain}/rollback`, { _csrf: owner.csrf });
    expect(back.status).toBe(409);
    // the server's words (POST /:domain/rollback), as the API and the CLI give them
    expect(back.text).toContain(`nothing to roll back to on ${domain}`);
    const live = (await server.server.store.projects.getProject(domain))!.liveRev;
    expect((await server.server.store.revisions.listRevisions(domain)).map((r) => r.rev)[1]).toBe(live);
    await owner.request('GET', '/dashboard/account/delete');
    const del = await owner.request('POST', '/dashboard/account/delete', {
      _csrf: owner.csrf,
      confirm: 'yes',
    });
    expect(del.status).toBe(409);
    expect(del.text).toContain('409 Conflict');
    expect(del.text).toContain(domain);
    expect(del.text).toContain('torn down first');
    expect(await server.server.store.accounts.getAccountByEmail(ownerEmail)).not.toBeNull();
  });
});

describe('turned off', () => {
  it('buildApp({ dashboard: false }) and the surge profile serve no dashboard; the API is unaffected', async () => {
    for (const options of [{ dashboard: false }, { profile: 'surge' as const }]) {
      const srv = await startTestServer({ edges: 0, ...options });
      try {
        const r = await fetch(`${srv.api}/dashboard`);
        expect(r.status).toBe(404);
        expect(r.headers.get('content-security-policy')).toBeNull();
        await srv.token(`off-${process.pid}@example.com`);
      } finally {
        await srv.close();
      }
    }
  });

  it('`sitepub serve --no-dashboard` is a documented flag', async () => {
    const r = await runCli(['serve', '--help'], { home: process.env.TMPDIR ?? '/tmp' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--no-dashboard');
  });
});
