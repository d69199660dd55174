/**
 * The project settings, defined once: their names, aliases (the official CLI's flag spellings), the values they
 * take and an example. The server's `PUT /:domain/settings` (src/server/routes/settings-rules.ts) accepts these
 * names, and `sitepub settings --help` lists them from here, so a new setting is one entry in this list.
 */
import type { ProjectConfig } from './types.ts';

export type SettingKind = 'boolean' | 'cors' | 'headers' | 'previews';

export interface SettingDefinition {
  name: keyof ProjectConfig;
  aliases: readonly string[];
  kind: SettingKind;
  /** The values it takes, for people. */
  values: string;
  /** One `key=value` argument of `sitepub settings` that works as shown. */
  example: string;
  /** What it does on the edges. */
  effect: string;
}

export const SETTINGS: readonly SettingDefinition[] = [
  {
    name: 'forceHttps',
    aliases: ['force-https', 'force_https', 'https', 'ssl'],
    kind: 'boolean',
    values: 'true | false',
    example: 'forceHttps=true',
    effect: 'plain HTTP is redirected to HTTPS',
  },
  {
    name: 'cleanUrls',
    aliases: ['clean-urls', 'clean_urls'],
    kind: 'boolean',
    values: 'true | false (default true)',
    example: 'cleanUrls=false',
    effect: '/about serves about.html',
  },
  {
    name: 'spa',
    aliases: ['fallback'],
    kind: 'boolean',
    values: 'true | false',
    example: 'spa=true',
    effect: 'unknown paths serve /200.html or /index.html',
  },
  {
    name: 'cors',
    aliases: [],
    kind: 'cors',
    values: '* | an origin (https://app.example.com) | false',
    example: 'cors=https://app.example.com',
    effect: 'Access-Control-Allow-Origin on every response',
  },
  {
    name: 'headers',
    aliases: ['header'],
    kind: 'headers',
    values: 'headers.<Name>=<value> (an empty value or null removes it)',
    example: 'headers.X-Frame-Options=DENY',
    effect: 'the header is sent with every response',
  },
  {
    name: 'previews',
    aliases: [],
    kind: 'previews',
    values: 'public (default) | protected',
    example: 'previews=protected',
    effect: 'protected: previews need a sign-in or an API token (edge.md)',
  },
];

/** Every accepted name and alias → the setting it names. */
export const SETTING_NAMES: ReadonlyMap<string, SettingDefinition> = new Map(
  SETTINGS.flatMap((s) => [s.name, ...s.aliases].map((n) => [n, s] as const)),
);

/** Boolean values as the server reads them (strings from a command line or a form included). */
export const TRUE_WORDS: readonly unknown[] = [true, 'true', '1', 1, 'yes', 'on'];
export const FALSE_WORDS: readonly unknown[] = [false, 'false', '0', 0, 'no', 'off'];
