/**
 * pino options for the server: credentials never reach a log. The request serializer logs method, path
 * (query string dropped, the secret segment of mailed links masked), host and client address; headers are not
 * logged at all, and `redact` guards anything a route might log by mistake. `code` is redacted only where a
 * request carries one (body, query, params): error codes (`err.code`, ENOSPC…) stay readable.
 */
import type { FastifyServerOptions } from 'fastify';

export type LogOption = boolean | string | Record<string, unknown>;

/**
 * Routes whose path segment after the prefix is a secret (a mailed code or link): `/verification/:code`,
 * `/billing/upgrade/:secret` (and its older `/billing/checkout/:secret`), `/billing/portal/:secret`. A new route of that kind adds its prefix here.
 */
const SECRET_PATH_PREFIXES = [
  '/verification/',
  '/billing/upgrade/',
  '/billing/checkout/',
  '/billing/portal/',
] as const;

const SECRET_PATHS = new RegExp(
  `^(${SECRET_PATH_PREFIXES.map((p) => p.replace(/[/]/g, '\\/')).join('|')})[^/?]+`,
);

export function scrubUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(SECRET_PATHS, '$1[redacted]');
}

export function loggerOptions(option: LogOption): FastifyServerOptions['logger'] {
  if (option === false) return false;
  const base = typeof option === 'object' ? option : { level: option === true ? 'info' : option };
  return {
    level: 'info',
    ...base,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'authorization',
        'password',
        'token',
        '*.password',
        '*.token',
        '*.authorization',
        // Codes a request carries (verification, reset, OAuth): not `code` in general, which is an error's code.
        'body.code',
        'query.code',
        'params.code',
        '*.body.code',
        '*.query.code',
        '*.params.code',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remoteAddress?: string };
      }) {
        return {
          method: req.method,
          url: typeof req.url === 'string' ? scrubUrl(req.url) : undefined,
          host: req.host,
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        };
      },
    },
  } as FastifyServerOptions['logger'];
}
