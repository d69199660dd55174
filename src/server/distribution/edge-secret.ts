/**
 * The secret an origin shares with its edges (`Authorization: Bearer <secret>` both ways, docs/edge.md).
 * Embedded server: SITEPUB_EDGE_SECRET, or one generated at the first start and kept in `<data>/edge-secret`
 * (mode 0600). Several origins over one database (`cluster`, docs/scale-out.md): a generated secret would differ
 * per machine, so an edge registered through one origin would be refused by the next one; the secret must then
 * come from SITEPUB_EDGE_SECRET, the same on every origin and every edge.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The error of an origin of a cluster started without SITEPUB_EDGE_SECRET. */
export const CLUSTER_SECRET_MISSING =
  'SITEPUB_EDGE_SECRET is not set: the origins of a cluster (one database shared by several `sitepub serve`) ' +
  'cannot each generate their own edge secret; set the same SITEPUB_EDGE_SECRET (e.g. `openssl rand -base64 32`) ' +
  'in the environment of every origin and every `sitepub edge`';

/** SITEPUB_EDGE_SECRET when set (not blank), else null. */
export function secretFromEnv(env: NodeJS.ProcessEnv): string | null {
  const s = env.SITEPUB_EDGE_SECRET?.trim();
  return s ? s : null;
}

/** The secret of an origin of a cluster: SITEPUB_EDGE_SECRET, or an Error saying to set it everywhere. */
export function clusterEdgeSecret(env: NodeJS.ProcessEnv): string {
  const s = secretFromEnv(env);
  if (!s) throw new Error(CLUSTER_SECRET_MISSING);
  return s;
}

/**
 * The secret of this origin: with `cluster`, clusterEdgeSecret; else SITEPUB_EDGE_SECRET or `<data>/edge-secret`,
 * generated at the first start.
 */
export async function edgeSecret(
  data: string,
  o: { cluster?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const env = o.env ?? process.env;
  if (o.cluster) return clusterEdgeSecret(env);
  const fromEnv = env.SITEPUB_EDGE_SECRET;
  if (fromEnv) return fromEnv;
  const file = join(data, 'edge-secret');
  try {
    const s = (await readFile(file, 'utf8')).trim();
    if (s) return s;
  } catch {
    // first start
  }
  const s = randomBytes(32).toString('base64url');
  await mkdir(data, { recursive: true });
  await writeFile(file, `${s}\n`, { mode: 0o600 });
  return s;
}
