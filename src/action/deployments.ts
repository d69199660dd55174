/**
 * GitHub deployments, named as GitHub's conventions have them (docs/action.md "GitHub deployments"): production in
 * one environment (`production-environment`, default `production`, so its protection rules apply) and every
 * preview a transient deployment of ONE preview environment (`preview-environment`, default `preview`), ref = the
 * head SHA (so fork PRs work). Each deployment's payload names its site (`domain`) and PR (`pr`), so sites and
 * PRs sharing an environment are told apart. Statuses go in_progress → success/failure with environment_url; a
 * PR's older previews are marked inactive when a newer one succeeds, all of them when the PR closes. All best
 * effort (github-api.ts). Releases before these names used `production/<domain>` and `preview/<domain>/pr-<n>`:
 * those are still read (rollback) and cleaned (close, teardown).
 */
import { bestEffort, type GitHubTarget } from './github-api.ts';

/** The environment a PR's previews had before `preview-environment` (one per PR, never removed). */
export const legacyPreviewEnvironment = (domain: string, pr: number | null, commit: string): string =>
  pr !== null ? `preview/${domain}/pr-${pr}` : `preview/${domain}/${commit.slice(0, 7)}`;
/** The environment production had before `production-environment`. */
export const legacyProductionEnvironment = (domain: string): string => `production/${domain}`;

/** What a deployment of this Action says in its payload (strings: GitHub keeps the payload as given). */
export interface DeploymentPayload {
  domain?: unknown;
  pr?: unknown;
  kind?: unknown;
}

/** The deployment is of this site (its payload's domain; one without a domain is of no site). */
export function ofSite(payload: unknown, domain: string): boolean {
  const p = payload as DeploymentPayload | null | undefined;
  return !!p && typeof p === 'object' && p.domain === domain;
}

/** The deployment is a preview of this site's pull request `pr`. */
export function ofPullRequest(payload: unknown, domain: string, pr: number): boolean {
  return ofSite(payload, domain) && (payload as DeploymentPayload).pr === String(pr);
}

export interface DeploymentStart {
  ref: string;
  environment: string;
  production: boolean;
  description: string;
  logUrl: string | null;
  payload: Record<string, string>;
}

export async function startDeployment(gh: GitHubTarget, d: DeploymentStart): Promise<number | null> {
  return bestEffort(gh, `create a GitHub deployment for ${d.environment}`, 'deployments: write', async () => {
    const res = await gh.octokit.rest.repos.createDeployment({
      owner: gh.owner,
      repo: gh.repo,
      ref: d.ref,
      environment: d.environment,
      transient_environment: !d.production,
      production_environment: d.production,
      auto_merge: false,
      required_contexts: [],
      description: d.description.slice(0, 140),
      payload: d.payload,
    });
    if (!('id' in res.data)) throw new Error(res.data.message ?? 'GitHub did not create the deployment');
    const id = res.data.id;
    await setStatus(gh, id, 'in_progress', null, d.description, d.logUrl);
    return id;
  });
}

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error' | 'inactive';

async function setStatus(
  gh: GitHubTarget,
  id: number,
  state: DeploymentState,
  url: string | null,
  description: string,
  logUrl: string | null,
): Promise<void> {
  await gh.octokit.rest.repos.createDeploymentStatus({
    owner: gh.owner,
    repo: gh.repo,
    deployment_id: id,
    state,
    description: description.slice(0, 140),
    ...(url ? { environment_url: url } : {}),
    ...(logUrl ? { log_url: logUrl } : {}),
    auto_inactive: state === 'success',
  });
}

export async function finishDeployment(
  gh: GitHubTarget,
  id: number | null,
  state: DeploymentState,
  url: string | null,
  description: string,
  logUrl: string | null,
): Promise<void> {
  if (id === null) return;
  await bestEffort(gh, `update GitHub deployment ${id}`, 'deployments: write', () =>
    setStatus(gh, id, state, url, description, logUrl),
  );
}

/**
 * Marks deployments of an environment inactive: all of them, or those `match` accepts, except `except` and those
 * already inactive. Reads the newest `limit` (several pages). Returns how many were marked.
 */
export async function deactivateDeployments(
  gh: GitHubTarget,
  environment: string,
  o: {
    match?: (d: ListedDeployment) => boolean;
    except?: number | null;
    description: string;
    logUrl: string | null;
    limit?: number;
  },
): Promise<number> {
  const n = await bestEffort(
    gh,
    `mark deployments of ${environment} inactive`,
    'deployments: write',
    async () => {
      let pagesLeft = Math.max(1, Math.ceil((o.limit ?? 300) / 100));
      let count = 0;
      for await (const page of gh.octokit.paginate.iterator(gh.octokit.rest.repos.listDeployments, {
        owner: gh.owner,
        repo: gh.repo,
        environment,
        per_page: 100,
      })) {
        for (const d of page.data) {
          if (d.id === o.except || (o.match && !o.match({ id: d.id, ref: d.ref, payload: d.payload })))
            continue;
          const newest = await gh.octokit.rest.repos.listDeploymentStatuses({
            owner: gh.owner,
            repo: gh.repo,
            deployment_id: d.id,
            per_page: 1,
          });
          if (newest.data[0]?.state === 'inactive') continue;
          await setStatus(gh, d.id, 'inactive', null, o.description, o.logUrl);
          count++;
        }
        if (--pagesLeft <= 0) break;
      }
      return count;
    },
  );
  return n ?? 0;
}

export interface ListedDeployment {
  id: number;
  ref: string;
  payload: unknown;
}

/**
 * The newest deployments of an environment, newest first (one page: `limit` at most), and a reader of one's
 * statuses (newest first). Null when GitHub cannot be read (best effort: a warning names the permission).
 */
export async function listDeployments(
  gh: GitHubTarget,
  environment: string,
  limit: number,
): Promise<ListedDeployment[] | null> {
  return bestEffort(gh, `list the deployments of ${environment}`, 'deployments: write', async () => {
    const res = await gh.octokit.rest.repos.listDeployments({
      owner: gh.owner,
      repo: gh.repo,
      environment,
      per_page: Math.min(limit, 100),
    });
    return res.data.map((d) => ({ id: d.id, ref: d.ref, payload: d.payload as unknown }));
  });
}

export async function listDeploymentStatuses(
  gh: GitHubTarget,
  id: number,
): Promise<{ state: string; description: string | null }[] | null> {
  return bestEffort(gh, `read the statuses of deployment ${id}`, 'deployments: write', async () => {
    const res = await gh.octokit.rest.repos.listDeploymentStatuses({
      owner: gh.owner,
      repo: gh.repo,
      deployment_id: id,
      per_page: 100,
    });
    return res.data.map((s) => ({ state: s.state, description: s.description ?? null }));
  });
}
