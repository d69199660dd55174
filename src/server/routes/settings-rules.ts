/**
 * Project settings accepted by `PUT /:domain/settings` (pure). The body is a map of setting name to value;
 * both the API names and the official CLI's flag spellings are accepted, and the CLI's own argv keys
 * (`_`, `e`, `endpoint`, `s`, `stage`, …) are ignored. Unknown names are rejected with the list of known ones.
 *
 * | name (aliases)                            | value                                   |
 * |-------------------------------------------|-----------------------------------------|
 * | forceHttps (force-https, https, ssl)      | boolean: redirect http → https          |
 * | cleanUrls (clean-urls)                    | boolean: /about serves about.html       |
 * | spa (fallback)                            | boolean: unknown paths serve /200.html or /index.html |
 * | cors                                      | `*`, an origin, true (= `*`), false/null (off) |
 * | headers (header)                          | {Name: value|null} or "Name: value" strings; null removes |
 * | previews                                  | `public` (default) or `protected`: previews need an account that may see the project |
 */
import type { ProjectConfig } from '../../protocol/types.ts';
import { FALSE_WORDS, SETTING_NAMES, SETTINGS, TRUE_WORDS } from '../../protocol/settings.ts';

export const MAX_HEADERS = 50;
const IGNORED = new Set([
  '_',
  '$0',
  'e',
  'endpoint',
  's',
  'stage',
  'p',
  'project',
  'd',
  'domain',
  'token',
  't',
  'cmd',
  'help',
  'h',
  'version',
  'V',
]);
/** Names and aliases from the one definition of the settings (src/protocol/settings.ts). */
const KNOWN = SETTINGS.map((d) => d.name).join(', ');
/** Response headers the edge owns: a project cannot set these. */
const RESERVED = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'content-range',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'host',
  'date',
  'server',
  'etag',
  'last-modified',
  'location',
  'accept-ranges',
  'vary',
  'trailer',
  'te',
  'proxy-authenticate',
  'www-authenticate',
  'set-cookie',
]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

export type SettingsCheck =
  | { ok: true; config: ProjectConfig; changed: (keyof ProjectConfig)[] }
  | { ok: false; details: Record<string, string> };

function bool(v: unknown): boolean | null {
  if (TRUE_WORDS.includes(v)) return true;
  if (FALSE_WORDS.includes(v)) return false;
  return null;
}

function cors(v: unknown): { value: string | null } | { error: string } {
  if (v === null || v === false || v === 'false' || v === 'off' || v === '') return { value: null };
  if (v === true || v === 'true' || v === '*') return { value: '*' };
  if (typeof v === 'string') {
    try {
      const u = new URL(v);
      if ((u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v.replace(/\/$/, ''))
        return { value: u.origin };
    } catch {
      /* falls through */
    }
  }
  return { error: 'cors must be "*", an origin such as https://app.example.com, or false' };
}

function headerEntries(v: unknown): [string, unknown][] | null {
  if (v && typeof v === 'object' && !Array.isArray(v)) return Object.entries(v);
  const items = Array.isArray(v) ? v : [v];
  const out: [string, unknown][] = [];
  for (const item of items) {
    if (typeof item !== 'string') return null;
    const i = item.indexOf(':');
    if (i <= 0) return null;
    const value = item.slice(i + 1).trim();
    out.push([item.slice(0, i).trim(), value === '' ? null : value]);
  }
  return out;
}

export function applySettings(current: ProjectConfig, body: Record<string, unknown>): SettingsCheck {
  const next: ProjectConfig = { ...current, headers: { ...current.headers } };
  const details: Record<string, string> = {};
  const changed = new Set<keyof ProjectConfig>();
  for (const [key, value] of Object.entries(body)) {
    if (IGNORED.has(key)) continue;
    const name = SETTING_NAMES.get(key)?.name;
    if (!name) {
      details[key] = `unknown setting; known settings: ${KNOWN}`;
      continue;
    }
    changed.add(name);
    if (name === 'previews') {
      if (value === 'protected') next.previews = 'protected';
      // public is the default, kept by leaving the key out (the official CLI prints every setting it is sent)
      else if (value === 'public') delete next.previews;
      else details[key] = 'previews must be "public" or "protected"';
    } else if (name === 'cors') {
      const c = cors(value);
      if ('error' in c) details[key] = c.error;
      else next.cors = c.value;
    } else if (name === 'headers') {
      const entries = headerEntries(value);
      if (!entries) {
        details[key] = 'headers must be an object {"Name": "value"} or "Name: value" strings';
        continue;
      }
      for (const [h, hv] of entries) {
        const lower = h.toLowerCase();
        if (!TOKEN.test(h)) details[`headers.${h.slice(0, 40)}`] = 'is not a valid header name';
        else if (RESERVED.has(lower)) details[`headers.${h}`] = 'is set by the edge and cannot be overridden';
        else if (hv === null || hv === false) {
          for (const k of Object.keys(next.headers)) if (k.toLowerCase() === lower) delete next.headers[k];
        } else if (typeof hv !== 'string' || hv.length > 1024 || /[\r\n\0]/.test(hv)) {
          details[`headers.${h}`] = 'value must be a string of at most 1024 characters without line breaks';
        } else {
          for (const k of Object.keys(next.headers)) if (k.toLowerCase() === lower) delete next.headers[k];
          next.headers[h] = hv;
        }
      }
      if (Object.keys(next.headers).length > MAX_HEADERS)
        details[key] = `at most ${MAX_HEADERS} custom headers`;
    } else {
      const b = bool(value);
      if (b === null) details[key] = `${name} must be true or false`;
      else next[name] = b;
    }
  }
  if (Object.keys(details).length > 0) return { ok: false, details };
  return { ok: true, config: next, changed: [...changed] };
}
