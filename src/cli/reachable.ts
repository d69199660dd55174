/**
 * Whether an endpoint answers at all: asked only when a command is about to fail for want of a login, so a
 * wrong or down endpoint is reported as such rather than as "not logged in".
 */

/** Null when the endpoint answered HTTP (any status), else why not (an error code such as ECONNREFUSED). */
export async function unreachable(url: string, timeoutMs = 3000): Promise<string | null> {
  try {
    // Imported here: asked on a failure path only, so a command's start does not load undici (api.ts).
    const { request } = await import('undici');
    const res = await request(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    await res.body.dump();
    return null;
  } catch (err) {
    const e = err as { name?: string; code?: unknown; message?: string };
    if (e.name === 'TimeoutError') return `no answer in ${timeoutMs / 1000} s`;
    return typeof e.code === 'string' ? e.code : (e.message ?? String(err));
  }
}
