/**
 * pino options for the server: credentials never reach a log. The request serializer logs method, path
 * (query string dropped, mailed codes masked), host and client address; headers are not logged at all,
 * and `redact` guards anything a route might log by mistake.
 */
import type { FastifyServerOptions } from 'fastify';

export type LogOption = boolean | string | Record<string, unknown>;

const SECRET_PATHS = /^(\/verification\/)[^/?]+/;

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
        'code',
        '*.password',
        '*.token',
        '*.code',
        '*.authorization',
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
          url: scrubUrl(req.url),
          host: req.host,
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        };
      },
    },
  } as FastifyServerOptions['logger'];
}
