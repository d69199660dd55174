/**
 * Pure: the `preview-domain` input, a template of the domain a pull request's stable preview is deployed to as a
 * project of its own (the way surge-preview gives each PR `owner-repo-pr-N.surge.sh`). Placeholders: `{pr}`,
 * `{branch}`, `{domain}`, `{repo}`, `{owner}`. Every value but `{domain}` is made a hostname label (lower case,
 * runs of other characters become one "-", no "-" at either end); a label longer than DNS allows is cut and
 * ends in a short hash of what was cut, so two long branch names do not meet. The result must be a valid domain.
 */
import { createHash } from 'node:crypto';
import { checkDomain } from '../protocol/domain.ts';

export const PREVIEW_DOMAIN_VARS = ['pr', 'branch', 'domain', 'repo', 'owner'] as const;
export type PreviewDomainVar = (typeof PREVIEW_DOMAIN_VARS)[number];

/**
 * The template used on a server without preview aliases (a plain surge server such as surge.sh) when the input is
 * empty: the same host a sitepub server's alias has (`pr-12-my-site.surge.sh`).
 */
export const DEFAULT_PREVIEW_DOMAIN = 'pr-{pr}-{domain}';

export interface PreviewDomainValues {
  /** Null: no pull request is known (then a template with `{pr}` gives no domain). */
  pr: number | null;
  branch: string;
  domain: string;
  repo: string;
  owner: string;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;
const MAX_LABEL = 63;

/** Null when the template is well formed, else what is wrong with it (for the input's error message). */
export function templateProblem(template: string): string | null {
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((m) => m[1]!)
    .filter((name) => !(PREVIEW_DOMAIN_VARS as readonly string[]).includes(name));
  if (unknown.length > 0)
    return `unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')} (use ${PREVIEW_DOMAIN_VARS.map((n) => `{${n}}`).join(', ')})`;
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) return 'a "{" or "}" does not belong to a placeholder';
  if (!/\{(pr|branch)\}/.test(template))
    return 'it names no {pr} or {branch}, so every pull request would share one preview domain';
  // Render with sample values: what is left must be a domain whatever the values are.
  const sample = renderPreviewDomain(template, {
    pr: 1,
    branch: 'main',
    domain: 'example.com',
    repo: 'repo',
    owner: 'owner',
  });
  return sample.ok ? null : sample.problem;
}

/** A value as a hostname label: lower case, `[a-z0-9]` runs joined by single "-". */
export function labelOf(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fitLabel(label: string): string {
  if (label.length <= MAX_LABEL) return label;
  const hash = createHash('sha256').update(label).digest('hex').slice(0, 6);
  return `${label.slice(0, MAX_LABEL - 7).replace(/-+$/, '')}-${hash}`;
}

export type RenderedDomain = { ok: true; domain: string } | { ok: false; problem: string };

export function renderPreviewDomain(template: string, values: PreviewDomainValues): RenderedDomain {
  let missing: string | null = null;
  const raw = template.replace(PLACEHOLDER, (_, name: string) => {
    switch (name as PreviewDomainVar) {
      case 'domain':
        return values.domain;
      case 'pr':
        if (values.pr === null) missing = 'no pull request number is known for {pr}';
        return String(values.pr ?? '');
      default: {
        const label = labelOf(values[name as Exclude<PreviewDomainVar, 'domain' | 'pr'>] ?? '');
        if (!label) missing = `{${name}} is empty`;
        return label;
      }
    }
  });
  if (missing) return { ok: false, problem: missing };
  const shaped = raw
    .toLowerCase()
    .split('.')
    .map((l) => fitLabel(l.replace(/^-+|-+$/g, '')))
    .join('.');
  const checked = checkDomain(shaped);
  return checked.ok
    ? { ok: true, domain: checked.domain }
    : { ok: false, problem: `"${shaped}" is not a valid domain: ${checked.rule}` };
}
