/** Every output is set here, in every mode (empty string when not applicable), so scripts can rely on them. */
import { Outputs } from './constants.ts';
import type { RunResult } from './result.ts';

export function outputValues(r: RunResult): Record<string, string> {
  const s = (v: string | number | null): string => (v === null ? '' : String(v));
  return {
    [Outputs.mode]: r.mode,
    [Outputs.url]: s(r.url),
    [Outputs.previewUrl]: s(r.previewUrl),
    [Outputs.revision]: s(r.revision),
    [Outputs.previousRevision]: s(r.previousRevision),
    [Outputs.domain]: r.domain,
    [Outputs.fileCount]: s(r.fileCount),
    [Outputs.size]: s(r.size),
    [Outputs.commentId]: s(r.commentId),
    [Outputs.deploymentId]: s(r.deploymentId),
  };
}

export function setOutputs(r: RunResult, set: (name: string, value: string) => void): void {
  for (const [name, value] of Object.entries(outputValues(r))) set(name, value);
}
