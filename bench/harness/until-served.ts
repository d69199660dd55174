/**
 * Polls every edge until it serves what a deploy or a switch should have put there: a file's exact bytes, or a
 * 404 for a file the revision does not have. How the bench times "until both edges serve the new revision",
 * which on a cluster may come after the API's answer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { getWithHost } from './http-get.ts';

/** How long an edge may take before the bench calls it a failure. */
const TIMEOUT_MS = 15_000;

async function serves(edge: string, domain: string, path: string): Promise<{ status: number; body: Buffer }> {
  return getWithHost(`${edge}${path}`, domain);
}

/**
 * Resolves once every edge answers `path` for `domain` with `expected` (200 and these bytes; null: 404),
 * polling each every 2 ms; throws naming the edge and what it served after 15 s.
 */
export async function untilEdgesServe(
  edges: readonly string[],
  domain: string,
  path: string,
  expected: Buffer | null,
): Promise<void> {
  const deadline = performance.now() + TIMEOUT_MS;
  await Promise.all(
    edges.map(async (edge) => {
      for (;;) {
        const got = await serves(edge, domain, path);
        if (expected === null ? got.status === 404 : got.status === 200 && got.body.equals(expected)) return;
        if (performance.now() > deadline)
          throw new Error(
            `edge ${edge} answers ${path} for ${domain} with ${got.status} (${got.body.length} bytes) ` +
              `${TIMEOUT_MS / 1000} s later, expected ${expected === null ? '404' : `200 with ${expected.length} bytes`}`,
          );
        await sleep(2);
      }
    }),
  );
}
