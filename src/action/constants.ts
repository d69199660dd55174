/**
 * Every name the Action shares with its users and with CI scripts: input and output names, defaults, the
 * comment marker and the `x-sitepub-meta` keys. action.yml and docs/action.md are checked against this module.
 */

export const Inputs = {
  domain: 'domain',
  path: 'path',
  token: 'token',
  endpoint: 'endpoint',
  mode: 'mode',
  revision: 'revision',
  message: 'message',
  githubToken: 'github-token',
  comment: 'comment',
  githubDeployment: 'github-deployment',
  jobSummary: 'job-summary',
  healthCheckPaths: 'health-check-paths',
  healthCheckTimeout: 'health-check-timeout',
  prNumber: 'pr-number',
  ignore: 'ignore',
  forceHttps: 'force-https',
  productionBranch: 'production-branch',
  previewDomain: 'preview-domain',
  productionEnvironment: 'production-environment',
  previewEnvironment: 'preview-environment',
  previewRetention: 'preview-retention',
  checkLinks: 'check-links',
} as const;

export const Outputs = {
  mode: 'mode',
  url: 'url',
  previewUrl: 'preview-url',
  productionUrl: 'production-url',
  revision: 'revision',
  previousRevision: 'previous-revision',
  domain: 'domain',
  fileCount: 'file-count',
  size: 'size',
  commentId: 'comment-id',
  deploymentId: 'deployment-id',
  changedPages: 'changed-pages',
  stablePreviewUrl: 'stable-preview-url',
  brokenLinks: 'broken-links',
} as const;

export const MODES = [
  'auto',
  'preview',
  'deploy',
  'promote',
  'rollback',
  'cutover',
  'teardown',
  'discard',
  'sweep',
  'url',
] as const;
export type Mode = (typeof MODES)[number];

/** What the Action did (the `mode` output): a mode, or `skip` when there was nothing to do. */
export type Outcome = Exclude<Mode, 'auto'> | 'skip';

/** `check-links`: off, warn (list broken links, step passes) or fail (list them, then fail the step). */
export const CHECK_LINKS = ['off', 'warn', 'fail'] as const;
export type CheckLinks = (typeof CHECK_LINKS)[number];

export const DEFAULT_ENDPOINT = 'https://surge.surge.sh';
/** GitHub environments (docs/action.md "GitHub deployments"): protection rules on `production` apply as usual. */
export const DEFAULT_PRODUCTION_ENVIRONMENT = 'production';
export const DEFAULT_PREVIEW_ENVIRONMENT = 'preview';
export const TOKEN_ENV = 'SURGE_TOKEN';

/** Keys the Action writes into `x-sitepub-meta` on every deploy; promote finds previews by them. */
export const MetaKeys = {
  source: 'source',
  kind: 'kind',
  commit: 'commit',
  pr: 'pr',
  ref: 'ref',
  manifestHash: 'manifestHash',
  run: 'run',
} as const;
export const META_SOURCE = 'sitepub-action';

/** How many changed pages the comment and summary list before "and N more". */
export const MAX_LISTED_PAGES = 20;
/** How many recent revisions the job summary lists for a manual rollback. */
export const RECENT_REVISIONS = 8;
