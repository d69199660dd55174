/**
 * Escaping for untrusted values (branch names, PR titles, file names, server messages) before they reach
 * Markdown rendered by GitHub: HTML-escaped, Markdown punctuation neutralised, mentions and issue references
 * defused, control characters dropped, length capped.
 */

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe to place anywhere in Markdown (table cells included): no tags, links, emphasis, mentions. */
export function md(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  let s = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ');
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return s
    .replace(/[&<>"']/g, (c) => HTML[c]!)
    .replace(/[\\`*_{}[\]()#+\-.!|~:]/g, (c) => `\\${c}`)
    .replace(/@/g, '&#64;');
}

/** Inline code for untrusted text: `<code>` with escaped content (a backtick inside cannot close it). */
export function code(value: string, max = 200): string {
  return `<code>${md(value, max)}</code>`;
}

/** A URL path with every segment percent-encoded, so a file name cannot break out of a link. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((seg) => encodeURIComponent(seg))
    .join('/');
}

/** A Markdown link to an http(s) URL we built; the URL's parentheses and spaces are encoded. */
export function link(text: string, url: string): string {
  const safeUrl = url.replace(
    /[()<> "'`\\]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${md(text)}](${safeUrl})`;
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '?';
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let u = -1;
  do {
    v /= 1000;
    u++;
  } while (v >= 1000 && u < units.length - 1);
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}
