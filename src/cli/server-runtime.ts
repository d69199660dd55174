/**
 * The Node.js each command needs, checked by the entry (src/cli/index.ts) before anything is loaded, so an older
 * node gets one line saying what to install instead of a stack trace. `sitepub serve` keeps its data in
 * node:sqlite and both it and `sitepub edge` take zstd uploads and syncs through node:zlib (Node 24; package.json's
 * `engines` says `>=24`). The client commands need what undici 8 needs (its `engines`: Node 22.19): on Node 20
 * loading undici itself fails ("Cannot read properties of undefined (reading 'bind')", its zstd decoder).
 */
export const SERVER_NODE_MAJOR = 24;
/** undici 8's `engines` (>= 22.19.0): the client commands' HTTP stack. */
export const CLIENT_NODE_VERSION = [22, 19] as const;

const INSTALL = `Install Node.js ${SERVER_NODE_MAJOR} (https://nodejs.org/, or \`nvm install ${SERVER_NODE_MAJOR}\`) and run it again`;

/** Pure: null when `version` (process.versions.node) can run the client commands, else the one line to print. */
export function clientRuntimeProblem(version: string): string | null {
  const [major, minor] = (/^v?(\d+)\.(\d+)/.exec(version) ?? []).slice(1).map(Number);
  const [needMajor, needMinor] = CLIENT_NODE_VERSION;
  if (major! > needMajor || (major === needMajor && minor! >= needMinor)) return null;
  return (
    `sitepub needs Node.js ${needMajor}.${needMinor} or later (its HTTP client, undici 8); this is ` +
    `Node.js ${version.replace(/^v?/, 'v')}. ${INSTALL}.`
  );
}

/** Pure: null when `version` (process.versions.node) can run `command`, else the one line that says what to do. */
export function serverRuntimeProblem(command: 'serve' | 'edge' | 'migrate', version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? NaN);
  if (major >= SERVER_NODE_MAJOR) return null;
  return (
    `sitepub ${command} needs Node.js ${SERVER_NODE_MAJOR} or later (node:sqlite, zstd in node:zlib); this is ` +
    `Node.js ${version.replace(/^v?/, 'v')}. ${INSTALL}.`
  );
}
