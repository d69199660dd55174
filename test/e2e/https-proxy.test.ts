/**
 * Behind a company proxy (HTTPS_PROXY): the CLI's deploy, and the Action's deploy and GitHub API calls, reach
 * their https:// targets through a real CONNECT proxy. The targets (`surge.test`, `api.github.test`) resolve
 * only inside the proxy, so an answer means the proxy carried the request; the proxy's log names each target.
 * The CLI and the Action run from their sources as child processes with a clean environment; the CLI sends with
 * undici's EnvHttpProxyAgent (src/client/client-dispatcher.ts), Octokit with @actions/http-client's proxy.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import {
  startConnectProxy,
  startTlsFront,
  testCertificate,
  type ConnectProxy,
  type TlsFront,
} from '../helpers/connect-proxy.ts';
import { api, startTestServer, type TestServer } from '../helpers/server.ts';
import { ACTION_SOURCES, pullRequestPayload, runAction } from '../action/helpers/run-action.ts';
import { writeSite } from '../action/helpers/sites.ts';
import { runCli } from '../cli/run-cli.ts';

const API_HOST = 'surge.test';
const GITHUB_HOST = 'api.github.test';

let srv: TestServer;
let gh: FakeGitHub;
let proxy: ConnectProxy;
let fronts: TlsFront[] = [];
let work: string;
let caFile: string;
let token: string;
let site: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'sitepub-proxy-'));
  srv = await startTestServer({ edges: 1 });
  token = await srv.token('proxy@example.com');
  gh = await startFakeGitHub();
  const tls = await testCertificate(work, [API_HOST, GITHUB_HOST]);
  caFile = tls.caFile;
  fronts = [
    await startTlsFront(tls, Number(new URL(srv.api).port)),
    await startTlsFront(tls, Number(new URL(gh.url).port)),
  ];
  proxy = await startConnectProxy({ [API_HOST]: fronts[0]!.port, [GITHUB_HOST]: fronts[1]!.port });
  site = await writeSite(join(work, 'site'), { 'index.html': '<h1>through the proxy</h1>' });
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  for (const f of fronts) await f.close();
  await gh?.close();
  await srv?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const revisionsOf = async (domain: string): Promise<unknown[]> =>
  (await api(srv.api, token, 'GET', `/${domain}/list`)).body as unknown[];

describe('HTTPS_PROXY', { timeout: 60_000 }, () => {
  it('the CLI deploys through the proxy', async () => {
    const domain = 'cli-proxied.localhost';
    const deploy = (env: Record<string, string>) =>
      runCli(['--endpoint', `https://${API_HOST}`, 'deploy', site, domain], {
        home: work,
        env: { SURGE_TOKEN: token, NODE_EXTRA_CA_CERTS: caFile, ...env },
      });
    const before = proxy.connects.length;
    const run = await deploy({ HTTPS_PROXY: proxy.url });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(proxy.connects.slice(before)).toContain(`${API_HOST}:443`);
    expect(proxy.connects.slice(before).every((t) => t === `${API_HOST}:443`)).toBe(true);
    expect(await revisionsOf(domain)).toHaveLength(1);

    // Control: without the proxy the name does not resolve, and nothing was deployed.
    const direct = await deploy({});
    expect(direct.code).not.toBe(0);
    expect(await revisionsOf(domain)).toHaveLength(1);
  });

  it('NO_PROXY sends a listed host directly', async () => {
    const before = proxy.connects.length;
    const run = await runCli(['--endpoint', srv.api, 'deploy', site, 'cli-direct.localhost'], {
      home: work,
      env: { SURGE_TOKEN: token, HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, NO_PROXY: '127.0.0.1' },
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(proxy.connects.slice(before)).toEqual([]);
  });

  it("the Action's deploy and its GitHub API calls go through the proxy", async () => {
    const domain = 'action-proxied.localhost';
    const headSha = 'b'.repeat(40);
    gh.pulls.set(3, { state: 'open', headSha, headRef: 'feature' });
    const before = proxy.connects.length;
    const run = await runAction({
      entry: ACTION_SOURCES,
      eventName: 'pull_request',
      payload: pullRequestPayload({ action: 'opened', number: 3, headSha, headRef: 'feature' }),
      sha: headSha,
      ref: 'refs/pull/3/merge',
      githubApi: `https://${GITHUB_HOST}`,
      workspace: work,
      inputs: {
        domain,
        token,
        endpoint: `https://${API_HOST}`,
        'github-token': 'ghs_faketoken123',
        path: site,
      },
      env: { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: caFile },
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.outputs.mode).toBe('preview');
    const targets = new Set(proxy.connects.slice(before));
    expect(targets).toEqual(new Set([`${API_HOST}:443`, `${GITHUB_HOST}:443`]));
    // GitHub got the sticky comment and the deployment through it
    expect(gh.comments.get(3)?.some((c) => c.body.includes(`domain=${domain}`))).toBe(true);
    expect(gh.deployments.some((d) => d.ref === headSha)).toBe(true);
  });
});
