/**
 * The limits of a site's rule files and the response headers a site may not set (docs/edge.md, "Site rules").
 * The numbers are those Cloudflare Pages documents for the same files, so a site that fits there fits here.
 */

/** Redirect rules read from one `_redirects` or `ROUTER` file; later rules are reported and ignored. */
export const MAX_REDIRECT_RULES = 2000;
/** Path blocks read from `_headers`; later blocks are reported and ignored. */
export const MAX_HEADER_RULES = 100;
/** Characters of one line; a longer line is reported and ignored. */
export const MAX_LINE_CHARS = 1000;
/** Problems listed per file (the deploy's `ruleProblems`); a last entry counts the others. */
export const MAX_PROBLEMS_PER_FILE = 100;
/** A rule file larger than this is reported and not read at all (2,000 lines of 1,000 characters fit). */
export const MAX_RULE_FILE_BYTES = 4 * 1024 * 1024;

/**
 * Response headers the edge owns: hop-by-hop headers (RFC 9110 §7.6.1), the ones that describe the body the edge
 * chose (length, coding, ranges, validators), cookies (one site must not set cookies through its rules, and the
 * edge's own sign-in cookie must stay the edge's), and those of redirects and authentication.
 */
export const FORBIDDEN_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-encoding',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'date',
  'vary',
  'age',
  'set-cookie',
  'location',
  'www-authenticate',
  'status',
]);
