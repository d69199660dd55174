/**
 * The Node.js the server commands need. `sitepub serve` keeps its data in node:sqlite and both it and `sitepub
 * edge` take zstd uploads and syncs through node:zlib, neither of which an older node has; package.json's
 * `engines` says `>=24` for the same reason. The client commands run on older nodes too (a deploy from Node 20
 * falls back to gzip), so only these two check, before loading anything: without the check, Node 20 answered
 * `sitepub serve` with "No such built-in module: node:sqlite" and `sitepub edge` with "Cannot read properties of
 * undefined (reading 'bind')".
 */
export const SERVER_NODE_MAJOR = 24;

/** Pure: null when `version` (process.versions.node) can run `command`, else the one line that says what to do. */
export function serverRuntimeProblem(command: 'serve' | 'edge', version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? NaN);
  if (major >= SERVER_NODE_MAJOR) return null;
  return (
    `sitepub ${command} needs Node.js ${SERVER_NODE_MAJOR} or later (node:sqlite, zstd in node:zlib); this is ` +
    `Node.js ${version.replace(/^v?/, 'v')}. Install Node.js ${SERVER_NODE_MAJOR} (https://nodejs.org/, or ` +
    `\`nvm install ${SERVER_NODE_MAJOR}\`) and run it again; the client commands work on this node.`
  );
}
