/** The destination of a redirect rule: a path of the site or an absolute http(s) URL. */

/** Null when `to` can be a destination, else what is wrong with it. */
export function checkDestination(to: string): string | null {
  if (!/^[\x21-\x7e]+$/.test(to)) return `"${to}" has characters a URL cannot carry: %-encode them`;
  if (to.startsWith('/')) {
    if (to.startsWith('//'))
      return `"${to}" starts with //: write a path (/x) or a full URL (https://host/x)`;
    return null;
  }
  if (/^https?:\/\//i.test(to)) {
    try {
      new URL(to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, 'x'));
      return null;
    } catch {
      return `"${to}" is not a valid URL`;
    }
  }
  return `"${to}" is neither a path (/x) nor an http(s) URL`;
}

/** The Location of a redirect: the request's query string rides along unless the destination has its own. */
export function withQuery(location: string, query: string): string {
  if (query === '' || query === '?') return location;
  const hash = location.indexOf('#');
  const base = hash === -1 ? location : location.slice(0, hash);
  if (base.includes('?')) return location;
  return hash === -1 ? base + query : base + query + location.slice(hash);
}
