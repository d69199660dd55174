/**
 * Path patterns of rule files: literal paths, `:name` placeholders (one whole segment), and one `*` splat (any
 * characters, `/` included; a trailing `/*` also matches the folder itself). A trailing slash is forgiven on both
 * sides. Patterns are written URL-encoded and compared with the edge's decoded request path.
 */

export interface PathPattern {
  /** The normalised path when the pattern has no placeholder or splat (looked up in a Map), else null. */
  literal: string | null;
  /** Literal text every match starts with (a cheap test before the regular expression). */
  prefix: string;
  regex: RegExp | null;
  /** Capture names in order: placeholder names, `splat` for `*`. */
  names: readonly string[];
  /** The first segment when it is literal (`blog` of `/blog/:slug`), else null: how path-table.ts buckets. */
  head: string | null;
}

export type Params = Record<string, string>;

const NAME = /^:([A-Za-z_][A-Za-z0-9_]*)$/;

/** `/a/` → `/a` (the root stays `/`). */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles a pattern; a string is what is wrong with it. */
export function parsePattern(source: string): PathPattern | string {
  if (!source.startsWith('/')) return `"${source}" is not a path: a path starts with /`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(source);
  } catch {
    return `"${source}" has a malformed %-escape`;
  }
  const path = normalisePath(decoded.replace(/\/{2,}/g, '/'));
  if ((path.match(/\*/g) ?? []).length > 1) return `"${source}" has more than one *: one splat per pattern`;
  const segments = path.split('/').slice(1);
  if (!path.includes('*') && !segments.some((s) => s.startsWith(':')))
    return { literal: path, prefix: path, regex: null, names: [], head: segments[0] ?? '' };
  const names: string[] = [];
  let re = '';
  let prefix = '';
  let literal = true;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg.startsWith(':')) {
      const m = NAME.exec(seg);
      if (!m) return `"${seg}" is not a placeholder: use :name (letters, digits, _)`;
      if (names.includes(m[1]!)) return `placeholder :${m[1]} appears twice`;
      names.push(m[1]!);
      re += '/([^/]+)';
      literal = false;
      continue;
    }
    if (seg === '*' && i === segments.length - 1) {
      names.push('splat');
      re += '(?:/(.*))?';
      literal = false;
      continue;
    }
    const star = seg.indexOf('*');
    if (star !== -1) {
      names.push('splat');
      re += `/${escapeRegex(seg.slice(0, star))}(.*)${escapeRegex(seg.slice(star + 1))}`;
      if (literal) prefix += `/${seg.slice(0, star)}`;
      literal = false;
      continue;
    }
    re += `/${escapeRegex(seg)}`;
    if (literal) prefix += `/${seg}`;
  }
  const first = segments[0] ?? '';
  const head = first.startsWith(':') || first.includes('*') ? null : first;
  return { literal: null, prefix: prefix === '' ? '/' : prefix, regex: new RegExp(`^${re}/?$`), names, head };
}

/** The captures of `path` (already normalised) under `p`, or null when it does not match. */
export function matchPattern(p: PathPattern, path: string): Params | null {
  if (p.literal !== null) return p.literal === path ? {} : null;
  if (!path.startsWith(p.prefix)) return null;
  const m = p.regex!.exec(path);
  if (!m) return null;
  const params: Params = {};
  for (let i = 0; i < p.names.length; i++) params[p.names[i]!] = m[i + 1] ?? '';
  return params;
}

const TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Percent-encodes a decoded value for a URL path (keeps `/`). */
function encodeValue(value: string): string {
  return value
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}

/** `to` with `:name` / `:splat` replaced by the captures (encoded); unknown names stay as written. */
export function substitute(to: string, params: Params): string {
  if (!to.includes(':')) return to;
  return to.replace(TOKEN, (whole, name: string) =>
    Object.hasOwn(params, name) ? encodeValue(params[name]!) : whole,
  );
}
