/**
 * `sitepub settings <domain> key=value...`: the arguments → the body of `PUT /:domain/settings`, and the help
 * that lists every setting, both from the one definition of the settings (src/protocol/settings.ts). Pure.
 */
import { FALSE_WORDS, SETTING_NAMES, SETTINGS, TRUE_WORDS } from '../protocol/settings.ts';
import { UsageError } from './errors.ts';

/** A value as typed on the command line: true/false/null and numbers are typed, the rest are strings. */
function typed(raw: string): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
}

/**
 * `key=value` settings. `headers.<Name>=<value>` (or `header.<Name>`) sets one response header (an empty value or
 * `null` removes it); the values of the known boolean settings are checked here, so a typo is a usage error
 * (exit 2) before anything is sent. Names this CLI does not know are passed on: the server names the ones it has.
 */
export function parseSettings(pairs: string[]): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0)
      throw new UsageError(
        `setting "${pair}" must be key=value, e.g. spa=true, cors=* or headers.X-Frame-Options=DENY (\`sitepub settings --help\` lists them)`,
      );
    const key = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    const header = /^headers?\.(.+)$/.exec(key);
    if (header) {
      const headers = (settings.headers ??= {}) as Record<string, string | null>;
      headers[header[1]!] = raw === '' || raw === 'null' ? null : raw;
      continue;
    }
    const definition = SETTING_NAMES.get(key);
    const value = typed(raw);
    if (definition?.kind === 'boolean' && !TRUE_WORDS.includes(value) && !FALSE_WORDS.includes(value))
      throw new UsageError(
        `setting ${key}="${raw}": ${definition.name} takes ${definition.values}, e.g. ${definition.example}`,
      );
    if (definition?.kind === 'previews' && value !== 'public' && value !== 'protected')
      throw new UsageError(
        `setting ${key}="${raw}": previews must be "public" or "protected", e.g. ${definition.example}`,
      );
    if (definition?.kind === 'headers')
      throw new UsageError(
        `set one header per argument, headers.<Name>=<value>, e.g. ${definition.example} (an empty value removes it)`,
      );
    settings[key] = value;
  }
  return settings;
}

/** The settings for `sitepub settings --help`: each with its aliases, its values and an example. */
export function settingsHelp(): string {
  const width = Math.max(...SETTINGS.map((d) => d.name.length));
  const pad = ' '.repeat(width);
  return [
    '',
    'Settings (key=value; `sitepub settings <domain>` shows the current ones):',
    ...SETTINGS.flatMap((d) => [
      `  ${d.name.padEnd(width)}  ${d.values}`,
      `  ${pad}  ${d.effect}`,
      `  ${pad}  e.g. ${d.example}${d.aliases.length ? `  (also: ${d.aliases.join(', ')})` : ''}`,
    ]),
    '',
    'Examples:',
    '  sitepub settings my-site.surge.sh spa=true cors=*',
    '  sitepub settings my-site.surge.sh headers.X-Frame-Options=DENY "headers.Cache-Control=max-age=60"',
    '  sitepub settings my-site.surge.sh headers.X-Frame-Options=      (an empty value removes it)',
  ].join('\n');
}
