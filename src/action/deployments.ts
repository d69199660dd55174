/**
 * GitHub deployments: one transient environment per PR preview (ref = the head SHA, so fork PRs work) and one
 * production environment per site. Statuses go in_progress → success/failure with environment_url; previews
 * are marked inactive when discarded. All best effort (github-api.ts).
 */
import { bestEffort, type GitHubTarget } from './github-api.ts';

export const previewEnvironment = (domain: string, pr: number | null, commit: string): string =>
  pr !== null ? `preview/${domain}/pr-${pr}` : `preview/${domain}/${commit.slice(0, 7)}`;
export const productionEnvironment = (domain: string): string => `production/${domain}`;

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

/** Marks every deployment of an environment inactive (a discarded PR preview). Returns how many. */
export async function deactivateEnvironment(
  gh: GitHubTarget,
  environment: string,
  logUrl: string | null,
): Promise<number> {
  const n = await bestEffort(gh, `mark ${environment} inactive`, 'deployments: write', async () => {
    const list = await gh.octokit.paginate(gh.octokit.rest.repos.listDeployments, {
      owner: gh.owner,
      repo: gh.repo,
      environment,
      per_page: 100,
    });
    for (const dep of list) await setStatus(gh, dep.id, 'inactive', null, 'Preview removed', logUrl);
    return list.length;
  });
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
