/**
 * Inputs → one typed, validated settings object. Pure apart from the functions passed in: `read` returns an
 * input's raw value (core.getInput in the Action, a map in tests) and `mask` hides a secret from the logs; the
 * token and the Basic-auth value derived from it are masked the moment they are read.
 */
import { checkDomain } from '../protocol/domain.ts';
import {
  DEFAULT_ENDPOINT,
  DEFAULT_PREVIEW_ENVIRONMENT,
  DEFAULT_PRODUCTION_ENVIRONMENT,
  CHECK_LINKS,
  Inputs,
  MODES,
  type CheckLinks,
  TOKEN_ENV,
  type Mode,
} from './constants.ts';
import { templateProblem } from './preview-domain.ts';

export interface Settings {
  domain: string;
  path: string;
  /** Empty when neither `token` nor SURGE_TOKEN is set (fork PRs): the decision (decide.ts) says whether that is fatal. */
  token: string;
  endpoint: string;
  mode: Mode;
  revision: string;
  message: string;
  githubToken: string;
  comment: boolean;
  githubDeployment: boolean;
  jobSummary: boolean;
  healthCheckPaths: string[];
  /** Milliseconds each path has to answer healthy; 0: no health check. */
  healthCheckTimeoutMs: number;
  prNumber: number | null;
  ignore: string[];
  /** null: leave the project's setting alone. */
  forceHttps: boolean | null;
  /** Empty: the repository's default branch (looked up when needed). */
  productionBranch: string;
  /**
   * Template of a PR's stable preview domain (preview-domain.ts); empty: a preview alias on a sitepub server,
   * DEFAULT_PREVIEW_DOMAIN on another.
   */
  previewDomain: string;
  /** GitHub environment of production deployments. */
  productionEnvironment: string;
  /** GitHub environment of preview deployments (transient, one for every PR). */
  previewEnvironment: string;
  /** sweep: never-live previews older than this many days whose PR is not open are discarded too; null: none. */
  previewRetentionDays: number | null;
  /** Link checks of a preview's changed pages (links/). */
  checkLinks: CheckLinks;
}

export class InputError extends Error {
  override name = 'InputError';
}

export interface InputSource {
  read: (name: string) => string;
  env: Record<string, string | undefined>;
  mask: (secret: string) => void;
}

const TRUE = ['true', 'yes', 'on', '1'];
const FALSE = ['false', 'no', 'off', '0'];

function bool(name: string, raw: string, fallback: boolean | null): boolean | null {
  const v = raw.trim().toLowerCase();
  if (v === '') return fallback;
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  throw new InputError(`Input "${name}" must be true or false, got "${raw.trim()}".`);
}

function lines(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** A GitHub environment name: at most 255 characters, no control characters (GitHub's own limits). */
function environment(name: string, get: (n: string) => string, fallback: string): string {
  const v = get(name) || fallback;
  if (v.length > 255 || [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    throw new InputError(
      `Input "${name}" must be a GitHub environment name of at most 255 characters; got "${v.slice(0, 60)}".`,
    );
  return v;
}

/** The Basic-auth credential the client sends for a token; masked alongside the token itself. */
export function basicAuthValue(token: string): string {
  return Buffer.from(`token:${token}`).toString('base64');
}

/** The `endpoint` input as the client takes it: an http(s) URL without credentials (`https://` assumed). */
function endpointInput(endpoint: string): string {
  let endpointUrl: URL;
  try {
    endpointUrl = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`);
  } catch {
    throw new InputError(`Input "endpoint" must be a URL such as ${DEFAULT_ENDPOINT}; got "${endpoint}".`);
  }
  if (endpointUrl.protocol !== 'https:' && endpointUrl.protocol !== 'http:') {
    throw new InputError(`Input "endpoint" must be an http(s) URL; got "${endpoint}".`);
  }
  if (endpointUrl.username || endpointUrl.password) {
    throw new InputError('Input "endpoint" must not carry credentials; pass the token in the "token" input.');
  }
  return endpointUrl.origin === 'null' ? endpoint : endpointUrl.href.replace(/\/$/, '');
}

/** The `health-check-paths` input: one path per line (or comma-separated), each from `/`; default `/`. */
function healthPaths(raw: string): string[] {
  const paths = lines(raw);
  const healthCheckPaths = (paths.length > 0 ? paths : ['/']).flatMap((p) =>
    p.split(',').map((s) => s.trim()),
  );
  for (const p of healthCheckPaths) {
    if (!p.startsWith('/')) {
      throw new InputError(
        `Input "health-check-paths": "${p}" must start with "/" (one path per line, e.g. /about/).`,
      );
    }
  }
  return [...new Set(healthCheckPaths.filter((p) => p !== ''))];
}

export function readSettings({ read, env, mask }: InputSource): Settings {
  const get = (name: string): string => read(name).trim();

  // Secrets first, so that no later validation message can carry them unmasked.
  const token = get(Inputs.token) || (env[TOKEN_ENV] ?? '').trim();
  if (token) {
    mask(token);
    mask(basicAuthValue(token));
  }
  const githubToken = get(Inputs.githubToken);
  if (githubToken) mask(githubToken);

  const rawDomain = get(Inputs.domain);
  if (!rawDomain) {
    throw new InputError('Input "domain" is required: the site\'s domain, e.g. "my-site.surge.sh".');
  }
  const domain = checkDomain(rawDomain);
  if (!domain.ok)
    throw new InputError(`Input "domain" ("${rawDomain}") is not a valid domain: ${domain.rule}.`);

  const mode = (get(Inputs.mode) || 'auto').toLowerCase();
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new InputError(`Input "mode" must be one of ${MODES.join(', ')}; got "${mode}".`);
  }

  const endpoint = endpointInput(get(Inputs.endpoint) || DEFAULT_ENDPOINT);

  const rawPr = get(Inputs.prNumber);
  let prNumber: number | null = null;
  if (rawPr) {
    if (!/^#?\d+$/.test(rawPr)) throw new InputError(`Input "pr-number" must be a number, got "${rawPr}".`);
    prNumber = Number(rawPr.replace('#', ''));
  }
  const healthCheckPaths = healthPaths(read(Inputs.healthCheckPaths));

  const rawTimeout = get(Inputs.healthCheckTimeout) || '10';
  if (!/^\d{1,3}(\.\d+)?$/.test(rawTimeout) || Number(rawTimeout) > 600) {
    throw new InputError(
      `Input "health-check-timeout" must be a number of seconds from 0 (no health check) to 600; got "${rawTimeout}".`,
    );
  }

  const revision = get(Inputs.revision);
  if (revision && !/^\d{1,16}(-\S+)?$/.test(revision)) {
    throw new InputError(
      `Input "revision" must be a revision id (e.g. 1700000000000) or its preview host ` +
        `(1700000000000-${domain.domain}); got "${revision}".`,
    );
  }

  const previewDomain = get(Inputs.previewDomain);
  const templateIssue = previewDomain ? templateProblem(previewDomain) : null;
  if (templateIssue)
    throw new InputError(
      `Input "preview-domain" ("${previewDomain}") is not a usable template: ${templateIssue}. ` +
        "Example: '{pr}-{domain}' or '{owner}-{repo}-pr-{pr}.surge.sh'.",
    );

  const rawRetention = get(Inputs.previewRetention);
  if (rawRetention && !/^\d{1,5}$/.test(rawRetention))
    throw new InputError(
      `Input "preview-retention" must be a whole number of days (e.g. 14), or empty for no age limit; got "${rawRetention}".`,
    );
  const checkLinks = (get(Inputs.checkLinks) || 'warn').toLowerCase();
  if (!(CHECK_LINKS as readonly string[]).includes(checkLinks))
    throw new InputError(
      `Input "check-links" must be one of ${CHECK_LINKS.join(', ')}; got "${checkLinks}".`,
    );

  return {
    domain: domain.domain,
    path: get(Inputs.path) || '.',
    token,
    endpoint,
    mode: mode as Mode,
    revision,
    message: get(Inputs.message),
    githubToken,
    comment: bool(Inputs.comment, read(Inputs.comment), true)!,
    githubDeployment: bool(Inputs.githubDeployment, read(Inputs.githubDeployment), true)!,
    jobSummary: bool(Inputs.jobSummary, read(Inputs.jobSummary), true)!,
    healthCheckPaths,
    // rounded up: a small value is a short check, never none (only 0 turns it off)
    healthCheckTimeoutMs: Math.ceil(Number(rawTimeout) * 1000),
    prNumber,
    ignore: lines(read(Inputs.ignore)),
    forceHttps: bool(Inputs.forceHttps, read(Inputs.forceHttps), null),
    productionBranch: get(Inputs.productionBranch).replace(/^refs\/heads\//, ''),
    previewDomain,
    productionEnvironment: environment(Inputs.productionEnvironment, get, DEFAULT_PRODUCTION_ENVIRONMENT),
    previewEnvironment: environment(Inputs.previewEnvironment, get, DEFAULT_PREVIEW_ENVIRONMENT),
    previewRetentionDays: rawRetention ? Number(rawRetention) : null,
    checkLinks: checkLinks as CheckLinks,
  };
}
