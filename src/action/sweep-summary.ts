/** Pure: the job summary's account of a sweep: what was discarded and what was kept, and why. */
import { code, md } from './escape.ts';
import type { SweepVerdicts, SweepVerdict } from '../protocol/sweep.ts';

/** How many kept revisions the summary lists before "and N more" (a site keeps many production revisions). */
const MAX_KEPT_ROWS = 30;

function rows(list: readonly SweepVerdict[], max: number): string[] {
  const out = ['| Revision | PR | Why |', '|---|---|---|'];
  for (const v of list.slice(0, max))
    out.push(`| ${code(String(v.rev))} | ${v.pr === null ? '' : `#${v.pr}`} | ${md(v.reason, 300)} |`);
  if (list.length > max) out.push(`| … | | and ${list.length - max} more |`);
  return out;
}

export function sweepLines(verdicts: SweepVerdicts): string[] {
  const out = [`### Discarded (${verdicts.discard.length})`, ''];
  out.push(...(verdicts.discard.length ? rows(verdicts.discard, Infinity) : ['Nothing to discard.']), '');
  out.push(`### Kept (${verdicts.keep.length})`, '');
  out.push(...(verdicts.keep.length ? rows(verdicts.keep, MAX_KEPT_ROWS) : ['Nothing kept.']), '');
  return out;
}
