/**
 * Pure: the links and assets of an HTML page that a link check follows, and where each one points. Parsed with
 * htmlparser2 (a forgiving HTML parser, as browsers are): `a[href]`, `area[href]`, `link[href]`, `img[src]`,
 * `script[src]`, `source[src]`, and every candidate of `img[srcset]` / `source[srcset]`; a `<base href>` moves the
 * base they resolve against, as in a browser.
 */
import { Parser } from 'htmlparser2';

export interface FoundLink {
  /** What the page says, e.g. `../img/logo.png`. */
  raw: string;
  /** The element and attribute it came from, e.g. `img[src]`. */
  from: string;
}

const ATTRS: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  script: ['src'],
  source: ['src', 'srcset'],
};

/** The URLs of a `srcset`: comma-separated candidates, each a URL and an optional descriptor (`2x`, `640w`). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

export interface PageLinks {
  /** The `<base href>` of the page, if any (the first one counts). */
  base: string | null;
  links: FoundLink[];
}

export function extractLinks(html: string): PageLinks {
  const links: FoundLink[] = [];
  let base: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'base' && base === null && attribs.href) base = attribs.href.trim();
        // <link rel=preconnect/dns-prefetch> names an origin to warm up, not a resource to load
        if (name === 'link' && /\b(preconnect|dns-prefetch)\b/i.test(attribs.rel ?? '')) return;
        for (const attr of ATTRS[name] ?? []) {
          const value = attribs[attr];
          if (value === undefined) continue;
          const from = `${name}[${attr}]`;
          if (attr === 'srcset') for (const raw of srcsetUrls(value)) links.push({ raw, from });
          else if (value.trim()) links.push({ raw: value.trim(), from });
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { base, links };
}

/**
 * Where a link points on the preview, or null when it is not checked there: another site, a scheme other than
 * http(s) (`mailto:`, `javascript:`, `data:`), or a link to a place in the page itself (`#top`). Links to the
 * site's production host are checked on the preview (the preview is what is reviewed). The fragment is dropped:
 * one URL, one check.
 */
export function resolveLink(
  raw: string,
  pageUrl: string,
  base: string | null,
  previewOrigin: string,
  siteHosts: readonly string[],
): string | null {
  if (raw.startsWith('#')) return null;
  let url: URL;
  try {
    const against = base ? new URL(base, pageUrl).href : pageUrl;
    url = new URL(raw, against);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const preview = new URL(previewOrigin);
  if (url.host !== preview.host) {
    if (!siteHosts.includes(url.hostname.toLowerCase())) return null;
    url.protocol = preview.protocol;
    url.host = preview.host;
  }
  url.hash = '';
  return url.href;
}
