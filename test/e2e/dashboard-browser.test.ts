/**
 * The web dashboard in a real browser (Debian's chromium, driven by playwright-core): sign in (a wrong password is
 * refused clearly), revisions deployed with the CLI, a preview, compare, cut over, roll back, discard, a
 * collaborator with only their rights, a CSRF-less POST refused, and an axe-core scan of every page with no
 * serious or critical violation. Screenshots of each page go to test-results/dashboard/ (gitignored).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePackages } from '../helpers/services.ts';
import { tgzOf } from '../helpers/archives.ts';
import { discardRefusal } from '../helpers/production.ts';
import { api, putArchive, startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { REPO, runCli } from '../cli/run-cli.ts';

const SHOTS = path.join(REPO, 'test-results', 'dashboard');
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: TestServer;
let browser: Browser;
let tmp: string;
let ownerToken: string;
const owner = `owner-${process.pid}@example.com`;
const collaborator = `collab-${process.pid}@example.com`;
let domain: string;
const revs: number[] = [];

function site(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

async function deploy(name: string, files: Record<string, string>, ...flags: string[]): Promise<number> {
  const r = await runCli(
    ['--endpoint', server.api, 'deploy', site(name, files), domain, '--json', ...flags],
    {
      home: tmp,
      env: { SURGE_TOKEN: ownerToken },
    },
  );
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { revision: number }).revision;
}

async function newContext(): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1100, height: 900 } });
}

/** axe-core run in the page (evaluated through the DevTools protocol: the page's CSP allows no script). */
async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe;
    interface Violation {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown }[];
    }
    const r = await axe.run();
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => String(n.target)),
    }));
  });
  return result
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

const scanned: Record<string, string[]> = {};

/** Scans and photographs the page the browser shows now. */
async function check(page: Page, name: string): Promise<void> {
  scanned[name] = await axeProblems(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function signIn(context: BrowserContext, email: string, password = TEST_PASSWORD): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.api}/dashboard`);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
  return page;
}

beforeAll(async () => {
  ensurePackages({ chromium: 'chromium' });
  fs.mkdirSync(SHOTS, { recursive: true });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-dash-'));
  server = await startTestServer({ edges: 1 });
  domain = `dash-${process.pid}.${server.domain}`;
  ownerToken = await server.token(owner);
  await server.token(collaborator);
  revs.push(
    await deploy(
      'one',
      { 'index.html': '<title>one</title><p>one</p>', 'old.html': '<p>old</p>' },
      '-m',
      'First release',
    ),
  );
  revs.push(
    await deploy(
      'two',
      { 'index.html': '<title>two</title><p>two</p>', 'about.html': '<p>about</p>' },
      '-m',
      'Second release',
      '--meta',
      'pr=12',
      '--meta',
      'commit=0123456789abcdef0123456789abcdef01234567',
    ),
  );
  revs.push(
    await deploy(
      'three',
      { 'index.html': '<title>three</title><p>three</p>', 'about.html': '<p>about</p>' },
      '--stage',
      '-m',
      'Staged preview',
    ),
  );
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function liveRev(): Promise<number | null> {
  const r = await api(server.api, ownerToken, 'GET', `/${domain}/list`);
  return (r.body as { rev: number; current: boolean }[]).find((x) => x.current)?.rev ?? null;
}

describe('dashboard in Chromium', () => {
  it('refuses a wrong password with a clear message and creates no account', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${server.api}/dashboard`);
    await check(page, 'signin');
    await page.fill('input[name=email]', owner);
    await page.fill('input[name=password]', 'not the password');
    const [res] = await Promise.all([
      page.waitForResponse(/\/dashboard\/signin$/),
      page.click('button[type=submit]'),
    ]);
    expect(res.status()).toBe(401);
    await expect(page.locator('[role=alert]').textContent()).resolves.toContain('Wrong email or password');
    await check(page, 'signin-refused');
    // an unknown email is refused too, and no account appears
    await page.fill('input[name=email]', `nobody-${process.pid}@example.com`);
    await page.fill('input[name=password]', TEST_PASSWORD);
    await page.click('button[type=submit]');
    await expect(page.locator('[role=alert]').textContent()).resolves.toContain('never creates an account');
    expect(
      await server.server.store.accounts.getAccountByEmail(`nobody-${process.pid}@example.com`),
    ).toBeNull();
    await context.close();
  });

  it('lists projects, shows revisions, opens a preview, compares, cuts over, rolls back, discards', async () => {
    const context = await newContext();
    const page = await signIn(context, owner);
    await page.waitForURL(`${server.api}/dashboard`);
    const link = page.getByRole('link', { name: domain });
    await expect(link.count()).resolves.toBe(1);
    const row = page.locator('tr', { has: link });
    await expect(row.textContent()).resolves.toContain(String(revs[1]));
    await check(page, 'projects');

    await link.click();
    await page.waitForURL(/\/dashboard\/projects\//);
    const rows = page.locator('tbody tr');
    await expect(rows.count()).resolves.toBe(3);
    // newest first, live marker on the second deploy, the staged one never live; message, PR and commit shown
    await expect(rows.nth(0).textContent()).resolves.toMatch(
      new RegExp(`${revs[2]}[\\s\\S]*never live[\\s\\S]*Staged preview`),
    );
    await expect(rows.nth(1).textContent()).resolves.toMatch(
      /live[\s\S]*Second release[\s\S]*PR #12[\s\S]*0123456789ab/,
    );
    await check(page, 'project');
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-project.png') });

    // the preview of the first revision serves its own content
    const preview = await rows
      .nth(2)
      .getByRole('link', { name: `Preview revision ${revs[0]}` })
      .getAttribute('href');
    const previewPage = await context.newPage();
    await previewPage.goto(preview!);
    await expect(previewPage.textContent('p')).resolves.toBe('one');
    await previewPage.close();

    // compare the first and the staged revision
    await page.goto(`${server.api}/dashboard/projects/${domain}/compare?from=${revs[0]}&to=${revs[2]}`);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toMatch(/1 added, 1 removed, 1 changed/);
    expect(main).toContain('about.html');
    expect(main).toContain('old.html');
    const before = await page.getByRole('link', { name: `before (${revs[0]})` }).getAttribute('href');
    const after = await page.getByRole('link', { name: `after (${revs[2]})` }).getAttribute('href');
    expect(before).toMatch(new RegExp(`^http://${revs[0]}-${domain}:\\d+/index\\.html$`));
    expect(after).toMatch(new RegExp(`^http://${revs[2]}-${domain}:\\d+/index\\.html$`));
    await check(page, 'compare');

    // cut over to the staged revision: result in place, production moved
    await page.goto(`${server.api}/dashboard/projects/${domain}`);
    await page.getByRole('button', { name: `Put live revision ${revs[2]}` }).click();
    // the API's words (its `production.message`), as the CLI and the API say it
    await expect(page.locator('[role=status]').textContent()).resolves.toContain(
      `${domain} now serves revision ${revs[2]} (was ${revs[1]}).`,
    );
    expect(await liveRev()).toBe(revs[2]);

    // roll back: to the revision live before (the second), not an older list entry
    await page.getByRole('button', { name: `Roll back to revision ${revs[1]}` }).click();
    await expect(page.locator('[role=status]').textContent()).resolves.toContain(
      `Rolled back: ${domain} now serves revision ${revs[1]} (was ${revs[2]}).`,
    );
    // the revision production was rolled back from is marked
    await expect(page.locator(`#rev-${revs[2]}`).textContent()).resolves.toContain('rolled back');
    expect(await liveRev()).toBe(revs[1]);

    // discard the first revision after a confirmation
    await page.getByRole('link', { name: `Discard revision ${revs[0]}` }).click();
    await check(page, 'confirm-discard');
    await page.getByRole('button', { name: `Discard revision ${revs[0]}` }).click();
    await expect(page.locator('[role=status]').textContent()).resolves.toContain(
      `Revision ${revs[0]} of ${domain} was discarded`,
    );
    const list = await api(server.api, ownerToken, 'GET', `/${domain}/list`);
    expect((list.body as { rev: number }[]).map((r) => r.rev)).toEqual([revs[2], revs[1]]);

    for (const tab of ['analytics', 'audit', 'certs', 'settings', 'dns']) {
      await page.goto(`${server.api}/dashboard/projects/${domain}/${tab}`);
      await check(page, `project-${tab}`);
    }
    for (const p of ['tokens', 'account']) {
      await page.goto(`${server.api}/dashboard/${p}`);
      await check(page, p);
    }
    await context.close();
  }, 300_000);

  it('a collaborator sees the project and does only what the API lets them', async () => {
    const ownerContext = await newContext();
    const page = await signIn(ownerContext, owner);
    await page.waitForURL(`${server.api}/dashboard`);
    await page.goto(`${server.api}/dashboard/projects/${domain}/collaborators`);
    await page.fill('input[name=email]', collaborator);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.locator('[role=status]').textContent()).resolves.toContain(`${collaborator} invited`);
    await check(page, 'project-collaborators');
    await ownerContext.close();

    const context = await newContext();
    const mine = await signIn(context, collaborator);
    await mine.waitForURL(`${server.api}/dashboard`);
    const row = mine.locator('tr', { has: mine.getByRole('link', { name: domain }) });
    await expect(row.textContent()).resolves.toContain('collaborator');
    // managing collaborators is the owner's: the API's 403 is shown
    const res = await mine.goto(`${server.api}/dashboard/projects/${domain}/collaborators`);
    expect(res?.status()).toBe(403);
    await expect(mine.locator('[role=alert]').textContent()).resolves.toContain('only the owner');
    await check(mine, 'collaborator-refused');
    // moving revisions is allowed to collaborators, as in the API
    await mine.goto(`${server.api}/dashboard/projects/${domain}`);
    await mine.getByRole('button', { name: `Put live revision ${revs[2]}` }).click();
    await expect(mine.locator('[role=status]').textContent()).resolves.toContain(
      `now serves revision ${revs[2]}`,
    );
    expect(await liveRev()).toBe(revs[2]);
    await context.close();
  }, 180_000);

  it("the issue's discard scenario: put live A, put live B, roll back to A, discard live A is refused (409), in the API's words", async () => {
    const d = `scenario-${process.pid}.${server.domain}`;
    // Two revisions as an official client publishes them (plain PUT), staged: the dashboard puts them live.
    const staged = async (body: string) => {
      const res = await putArchive(server.api, ownerToken, d, tgzOf([{ path: 's/index.html', body }]), {
        stage: 'true',
      });
      expect(res.status).toBe(200);
      return (res.events.at(-1) as { metadata: { rev: number } }).metadata.rev;
    };
    const a = await staged('<p>A</p>');
    const b = await staged('<p>B</p>');
    const context = await newContext();
    const page = await signIn(context, owner);
    await page.waitForURL(`${server.api}/dashboard`);
    await page.goto(`${server.api}/dashboard/projects/${d}`);
    await page.getByRole('button', { name: `Put live revision ${a}` }).click();
    await expect(page.locator('[role=status]').textContent()).resolves.toContain(`now serves revision ${a}`);
    await page.getByRole('button', { name: `Put live revision ${b}` }).click();
    await expect(page.locator('[role=status]').textContent()).resolves.toContain(`now serves revision ${b}`);
    await page.getByRole('button', { name: `Roll back to revision ${a}` }).click();
    await expect(page.locator('[role=status]').textContent()).resolves.toContain(
      `Rolled back: ${d} now serves revision ${a} (was ${b}).`,
    );
    await page.getByRole('link', { name: `Discard revision ${a}` }).click();
    const [res] = await Promise.all([
      page.waitForResponse(/\/discard$/),
      page.getByRole('button', { name: `Discard revision ${a}` }).click(),
    ]);
    expect(res.status()).toBe(409);
    await expect(page.locator('[role=alert]').textContent()).resolves.toBe(discardRefusal(d, a, b));
    await check(page, 'discard-refused');
    const list = await api(server.api, ownerToken, 'GET', `/${d}/list`);
    expect((list.body as { rev: number; current: boolean }[]).map((r) => [r.rev, r.current])).toEqual([
      [b, false],
      [a, true],
    ]);
    await context.close();
  }, 180_000);

  it('refuses a POST without the CSRF token, and production does not move', async () => {
    const context = await newContext();
    const page = await signIn(context, owner);
    await page.waitForURL(`${server.api}/dashboard`);
    const before = await liveRev();
    const res = await page.request.post(`${server.api}/dashboard/projects/${domain}/cutover`, {
      form: { rev: String(revs[1]) },
    });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain('CSRF');
    expect(await liveRev()).toBe(before);
    await context.close();
  });

  it('has no serious or critical accessibility violation on any page', () => {
    expect(Object.keys(scanned).length).toBeGreaterThanOrEqual(12);
    const problems = Object.entries(scanned).filter(([, v]) => v.length > 0);
    expect(problems).toEqual([]);
  });

  it('is usable at phone width: no horizontal scroll of the page', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await signIn(context, owner);
    await page.waitForURL(`${server.api}/dashboard`);
    await page.goto(`${server.api}/dashboard/projects/${domain}`);
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    )) as number;
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, 'project-phone.png'), fullPage: true });
    // keyboard: the skip link is the first stop and leads to the content
    await page.keyboard.press('Tab');
    await expect(page.evaluate('document.activeElement?.textContent')).resolves.toBe('Skip to content');
    await context.close();
  });
});
