/** What a run did: the one object outputs, the job summary and the comment are rendered from. */
import type { RevisionEntry, RuleProblem } from '../protocol/types.ts';
import type { Outcome } from './constants.ts';
import type { HealthResult } from './health.ts';
import type { ChangeSummary } from './pages.ts';
import type { SweepVerdicts } from '../protocol/sweep.ts';
import type { LinkReport } from './links/report.ts';

export interface RunResult {
  mode: Outcome;
  domain: string;
  /** The URL of what was done: production for production changes, the preview for previews. */
  url: string | null;
  previewUrl: string | null;
  /** A PR's preview URL that stays the same across pushes (stable-preview.ts), when the run made one. */
  stablePreviewUrl: string | null;
  productionUrl: string | null;
  revision: number | null;
  previousRevision: number | null;
  fileCount: number | null;
  size: number | null;
  commentId: number | null;
  deploymentId: number | null;
  /** The GitHub environment of the deployment the run created (deployment-id), if any. */
  environment: string | null;
  changes: ChangeSummary | null;
  recent: RevisionEntry[];
  health: HealthResult | null;
  /** Production was rolled back automatically after a failed health check. */
  rolledBack: boolean;
  /**
   * The run's upload was overtaken (a sitepub server kept it as a revision, not live): the newer revision that
   * went live first, which production serves. Null otherwise.
   */
  overtakenBy: number | null;
  /**
   * Revisions known to have failed a health check (this run's, when it rolled back; in a rollback run, those
   * its GitHub production deployments name): the summary's revision table marks them.
   */
  healthFailed: number[];
  /** Lines worth repeating in the summary (why something was skipped, what was verified). */
  notes: string[];
  /** Lines of the site's rule files the server said the edges do not apply (the deploy's `ruleProblems`). */
  ruleProblems: RuleProblem[];
  /** Set when the step must fail (after outputs and summary are written). */
  failure: string | null;
  /** sweep: what was discarded and what was kept, and why. */
  sweep: SweepVerdicts | null;
  /** preview: the link check of its changed pages (null: not run). */
  links: LinkReport | null;
}

export function emptyResult(domain: string, mode: Outcome): RunResult {
  return {
    mode,
    domain,
    url: null,
    previewUrl: null,
    stablePreviewUrl: null,
    productionUrl: null,
    revision: null,
    previousRevision: null,
    fileCount: null,
    size: null,
    commentId: null,
    deploymentId: null,
    environment: null,
    changes: null,
    recent: [],
    health: null,
    rolledBack: false,
    overtakenBy: null,
    healthFailed: [],
    notes: [],
    ruleProblems: [],
    failure: null,
    sweep: null,
    links: null,
  };
}

/** Part of a run's result, as a mode or one of its steps found it: combine() puts the parts together. */
export type ResultPart = Partial<Omit<RunResult, 'domain' | 'mode'>>;

/** What a mode returns: what it did (its outcome) and what it found. */
export type ModeResult = ResultPart & { mode: Outcome };

/**
 * The run's result from the parts its steps returned, in order: a field a later part gives replaces an earlier
 * one's; notes add up in order. The one place a result is assembled.
 */
export function combine(domain: string, mode: Outcome, ...parts: ResultPart[]): RunResult {
  const result = emptyResult(domain, mode);
  const notes: string[] = [];
  for (const { notes: more = [], ...fields } of parts) {
    const given = Object.entries(fields).filter(
      ([key, v]) => v !== undefined && key !== 'domain' && key !== 'mode',
    );
    Object.assign(result, Object.fromEntries(given));
    notes.push(...more);
  }
  return { ...result, notes };
}
