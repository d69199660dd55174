/**
 * Signing in to guarded site hosts in a real browser (Debian's chromium, driven by playwright-core, one browser for
 * the file): an AUTH rule naming `collaborators` and an address, and a protected preview. The edge sends the browser
 * to the origin's sign-in, the origin sends it back with a one-time ticket, the edge sets its host cookie; an
 * account the rule does not name is refused (403), a tool without credentials gets 401, a used ticket is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePackages } from '../helpers/services.ts';
import { api, startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { runCli } from '../cli/run-cli.ts';
import { get } from '../edge/helpers/http.ts';

let server: TestServer;
let browser: Browser;
let tmp: string;
let ownerToken: string;
let domain: string;
let rev: number;
let edgePort: string;
const owner = `site-owner-${process.pid}@example.com`;
const named = `jane-${process.pid}@example.com`;
const outsider = `outsider-${process.pid}@example.com`;

beforeAll(async () => {
  ensurePackages({ chromium: 'chromium' });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-signin-'));
  server = await startTestServer({ edges: 1 });
  domain = `signin-${process.pid}.${server.domain}`;
  edgePort = new URL(server.edges[0]!).port;
  ownerToken = await server.token(owner);
  await server.token(named);
  await server.token(outsider);
  const site = path.join(tmp, 'site');
  fs.mkdirSync(path.join(site, 'team'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<title>home</title><p>public home</p>');
  fs.writeFileSync(path.join(site, 'team', 'index.html'), '<title>team</title><p>team only</p>');
  fs.writeFileSync(path.join(site, 'AUTH'), `/team/* collaborators ${named}\n`);
  const r = await runCli(['--endpoint', server.api, 'deploy', site, domain, '--json'], {
    home: tmp,
    env: { SURGE_TOKEN: ownerToken },
  });
  expect(r.code, r.stderr).toBe(0);
  rev = (JSON.parse(r.stdout) as { revision: number }).revision;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Opens `url`; on the origin's sign-in form, signs in as `email`; returns the page where it ends. */
async function visit(context: BrowserContext, url: string, email: string | null) {
  const page = await context.newPage();
  const res = await page.goto(url);
  if (email) {
    // the origin's page reloads itself once (for its SameSite=Strict session cookie), then shows the form
    await page.waitForSelector('input[name=password]');
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', TEST_PASSWORD);
    await Promise.all([
      page.waitForURL((u) => !u.href.startsWith(server.api)),
      page.click('button[type=submit]'),
    ]);
  }
  return { page, res };
}

describe('signing in to guarded hosts in Chromium', () => {
  it('an AUTH rule naming collaborators: the owner signs in through the origin and sees the page', async () => {
    const context = await browser.newContext();
    const url = `http://${domain}:${edgePort}/team/`;
    const { page } = await visit(context, url, owner);
    expect(page.url()).toBe(url);
    await expect(page.textContent('p')).resolves.toBe('team only');
    const cookies = await context.cookies(url);
    expect(cookies.find((c) => c.name === 'sitepub_site_access')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    // the public page needs nothing
    await page.goto(`http://${domain}:${edgePort}/`);
    await expect(page.textContent('p')).resolves.toBe('public home');
    await context.close();
  });

  it('a named address gets in; an account the rule does not name is refused with 403', async () => {
    const ok = await browser.newContext();
    const { page } = await visit(ok, `http://${domain}:${edgePort}/team/`, named);
    await expect(page.textContent('p')).resolves.toBe('team only');
    await ok.close();
    const no = await browser.newContext();
    const refused = await visit(no, `http://${domain}:${edgePort}/team/`, outsider);
    await expect(refused.page.textContent('body')).resolves.toContain(
      `Signed in as ${outsider}, who may not see this page`,
    );
    const again = await refused.page.goto(`http://${domain}:${edgePort}/team/`);
    expect(again?.status()).toBe(403);
    await no.close();
  });

  it('a tool without credentials gets 401, and a ticket works once', async () => {
    const tool = await get(server.edges[0]!, domain, '/team/');
    expect(tool.status).toBe(401);
    // a ticket caught on its way is refused the second time
    const context = await browser.newContext();
    const page = await context.newPage();
    let ticketUrl: string | null = null;
    page.on('request', (req) => {
      if (req.url().includes('/__sitepub/ticket')) ticketUrl = req.url();
    });
    await page.goto(`${server.api}/dashboard`);
    await page.fill('input[name=email]', owner);
    await page.fill('input[name=password]', TEST_PASSWORD);
    await page.click('button[type=submit]');
    await page.goto(`http://${domain}:${edgePort}/team/`);
    await expect(page.textContent('p')).resolves.toBe('team only');
    expect(ticketUrl).not.toBeNull();
    const replay = await get(
      server.edges[0]!,
      `${domain}:${edgePort}`,
      new URL(ticketUrl!).pathname + new URL(ticketUrl!).search,
    );
    expect(replay.status).toBe(403);
    await context.close();
  });

  it('a protected preview: the owner, already signed in to the dashboard, is let in through the origin', async () => {
    const preview = `http://${rev}-${domain}:${edgePort}/`;
    expect((await get(server.edges[0]!, `${rev}-${domain}`, '/')).status).toBe(200);
    const context = await browser.newContext();
    const signin = await context.newPage();
    await signin.goto(`${server.api}/dashboard`);
    await signin.fill('input[name=email]', owner);
    await signin.fill('input[name=password]', TEST_PASSWORD);
    await signin.click('button[type=submit]');
    // the dashboard's settings page sets it
    await signin.goto(`${server.api}/dashboard/projects/${domain}/settings`);
    await signin.selectOption('select[name=previews]', 'protected');
    await signin.click('form[action$="/settings/previews"] button[type=submit]');
    await expect(signin.textContent('.notice')).resolves.toContain('Previews are protected now.');
    expect((await api(server.api, ownerToken, 'GET', `/${domain}/settings`)).body).toMatchObject({
      previews: 'protected',
    });
    expect((await get(server.edges[0]!, `${rev}-${domain}`, '/')).status).toBe(401);
    // no second sign-in: the origin's session is found and the browser comes back with a ticket
    const { page } = await visit(context, preview, null);
    await page.waitForURL(preview);
    expect(page.url()).toBe(preview);
    await expect(page.textContent('p')).resolves.toBe('public home');
    // an outsider signed in is refused
    const other = await browser.newContext();
    const refused = await visit(other, preview, outsider);
    await expect(refused.page.textContent('body')).resolves.toContain(`Signed in as ${outsider}`);
    await other.close();
    await context.close();
  });
});
