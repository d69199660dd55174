/**
 * Private files: root-level files that configure a site and are never served (`CNAME`, which the official CLI
 * writes after the first deploy and uploads every time after; the rule files `AUTH`, `CORS`, `ROUTER`, `_redirects`,
 * `_headers`, which the edges compile: src/rules/). The edge hides them;
 * revision records count them apart (`privateFileCount`, `privateTotalSize`, `privateFileList`), as the real
 * service does, and the public counts leave them out.
 */
export const PRIVATE_FILES: ReadonlySet<string> = new Set([
  '/CNAME',
  '/AUTH',
  '/CORS',
  '/ROUTER',
  '/_redirects',
  '/_headers',
]);

export interface PrivateFile {
  /** With a leading slash, e.g. `/CNAME`. */
  path: string;
  size: number;
}

/** The private files among a revision's files (path with a leading slash). */
export function privateFilesOf(files: readonly { path: string; size: number }[]): PrivateFile[] {
  return files.filter((f) => PRIVATE_FILES.has(f.path)).map((f) => ({ path: f.path, size: f.size }));
}
