/**
 * Content-Type of a served file (with `charset=utf-8` for text) and whether it is worth precompressing.
 */
import mime from 'mime-types';

const TEXTUAL_APPLICATION = new Set([
  'image/svg+xml',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'application/manifest+json',
  'application/ld+json',
  'application/xhtml+xml',
]);

const COMPRESSIBLE = new Set([
  ...TEXTUAL_APPLICATION,
  'application/javascript',
  'application/json',
  'application/wasm',
  'application/vnd.ms-fontobject',
  'application/x-font-ttf',
  'font/ttf',
  'font/otf',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/bmp',
]);

export interface TypeInfo {
  contentType: string;
  compressible: boolean;
  html: boolean;
}

const cache = new Map<string, TypeInfo>();

export function typeInfo(path: string): TypeInfo {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const ext = dot > slash ? path.slice(dot + 1).toLowerCase() : '';
  let info = cache.get(ext);
  if (info) return info;
  const base = (ext && mime.lookup(ext)) || 'application/octet-stream';
  let contentType = (ext && mime.contentType(ext)) || base;
  if (TEXTUAL_APPLICATION.has(base) && !contentType.includes('charset')) contentType += '; charset=utf-8';
  info = {
    contentType,
    compressible: base.startsWith('text/') || COMPRESSIBLE.has(base),
    html: base === 'text/html',
  };
  cache.set(ext, info);
  return info;
}
