/**
 * For the Action's bundle (scripts/package.mjs): @actions/core with its OIDC client loading
 * @actions/http-client on first use instead of at start-up.
 *
 * @actions/core's lib/oidc-utils.js imports @actions/http-client statically, and http-client imports undici's
 * whole index (fetch, WebSocket, cache storage, mock agents...) plus `https`. So every Action that imports
 * @actions/core evaluates all of that at start, whether or not it ever asks for an OIDC token (`getIDToken`,
 * the only user). sitepub's Action never does: its own client loads only the undici parts it sends with.
 * Measured (docs/bench.md): `node dist/index.js` with no inputs 66 → 58 MB of RSS, the Action's peak during a
 * mdi-icons deploy 80 → 75 MiB.
 *
 * How: the bundle is built from a staging folder (package.mjs), so a copy of @actions/core is staged next to
 * the transpiled sources, in which oidc-utils.js imports http-client inside `getCall`, the one place that
 * builds a client. webpack resolves `@actions/core` from the staged sources to that copy, and turns the
 * `import()` into a chunk of its own. @actions/tool-cache, the other package that imports @actions/core, is
 * staged with it so the bundle holds one @actions/core. The rewrite checks every text it replaces: when a new
 * @actions/core changes the file, the build stops and says so, rather than bundling an unpatched copy.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The packages staged: @actions/core, and those of the Action's dependencies that import it. */
export const STAGED_PACKAGES = ['@actions/core', '@actions/tool-cache'];

const STATIC_IMPORTS =
  "import { HttpClient } from '@actions/http-client';\n" +
  "import { BearerCredentialHandler } from '@actions/http-client/lib/auth';\n";
const LAZY_IMPORTS =
  '// Loaded by getCall on first use (sitepub: scripts/lazy-oidc.mjs).\n' +
  'let HttpClient;\n' +
  'let BearerCredentialHandler;\n' +
  'const loadHttpClient = () =>\n' +
  '    Promise.all([import("@actions/http-client"), import("@actions/http-client/lib/auth")]).then(([client, auth]) => {\n' +
  '        HttpClient = client.HttpClient;\n' +
  '        BearerCredentialHandler = auth.BearerCredentialHandler;\n' +
  '    });\n';
const GET_CALL = 'const httpclient = OidcClient.createHttpClient();';
const LAZY_GET_CALL = 'yield loadHttpClient();\n            ' + GET_CALL;

/** Replaces the one occurrence of `from` in `source`; throws naming the file when there is not exactly one. */
function replaceOnce(source, from, to, file) {
  const at = source.indexOf(from);
  if (at === -1 || source.indexOf(from, at + 1) !== -1) {
    throw new Error(
      `${file} is not the text scripts/lazy-oidc.mjs expects (${at === -1 ? 'missing' : 'repeated'}: ` +
        `${JSON.stringify(from.split('\n')[0])}). A new @actions/core changed it: update the rewrite there ` +
        'and check that getIDToken still works (test/unit/lazy-oidc.test.ts).',
    );
  }
  return source.slice(0, at) + to + source.slice(at + from.length);
}

/** @actions/core's lib/oidc-utils.js with @actions/http-client imported by getCall, on first use. */
export function deferOidcHttpClient(source, file = '@actions/core/lib/oidc-utils.js') {
  const lazy = replaceOnce(source, STATIC_IMPORTS, LAZY_IMPORTS, file);
  return replaceOnce(lazy, GET_CALL, LAZY_GET_CALL, file);
}

/**
 * Copies STAGED_PACKAGES from `nodeModules` into `stagedModules` (a node_modules folder the bundled sources
 * resolve first), with the rewrite applied to @actions/core.
 */
export async function stageActionsCore(nodeModules, stagedModules) {
  for (const name of STAGED_PACKAGES) {
    await cp(join(nodeModules, name), join(stagedModules, name), {
      recursive: true,
      filter: (src) => !src.endsWith('.map') && !src.endsWith('.d.ts'),
    });
  }
  const file = join(stagedModules, '@actions/core/lib/oidc-utils.js');
  await writeFile(file, deferOidcHttpClient(await readFile(file, 'utf8')));
}
