/** Pure: the job summary's account of a sweep: what was discarded and what was kept, and why. */
import { code, md } from './escape.ts';
import type { SweepPlan, SweepVerdict } from '../protocol/sweep.ts';

/** How many kept revisions the summary lists before "and N more" (a site keeps many production revisions). */
const MAX_KEPT_ROWS = 30;

function rows(list: readonly SweepVerdict[], max: number): string[] {
  const out = ['| Revision | PR | Why |', '|---|---|---|'];
  for (const v of list.slice(0, max))
    out.push(`| ${code(String(v.rev))} | ${v.pr === null ? '' : `#${v.pr}`} | ${md(v.reason, 300)} |`);
  if (list.length > max) out.push(`| … | | and ${list.length - max} more |`);
  return out;
}

export function sweepLines(plan: SweepPlan): string[] {
  const out = [`### Discarded (${plan.discard.length})`, ''];
  out.push(...(plan.discard.length ? rows(plan.discard, Infinity) : ['Nothing to discard.']), '');
  out.push(`### Kept (${plan.keep.length})`, '');
  out.push(...(plan.keep.length ? rows(plan.keep, MAX_KEPT_ROWS) : ['Nothing kept.']), '');
  return out;
}
