/** The limits a deploy is held to (`serve` options; the defaults are the spec's, src/protocol/limits.ts). */
import { MAX_FILES, MAX_PROJECT_BYTES, MAX_PATH_BYTES, MAX_PATH_DEPTH } from '../../protocol/limits.ts';
import { RATE_PER_ACCOUNT, RATE_PER_DOMAIN, RATE_PER_IP, RATE_WINDOW_MS } from '../../protocol/limits.ts';

export interface DeployLimits {
  maxFiles: number;
  /** Uncompressed bytes of file content. */
  maxBytes: number;
  maxPathBytes: number;
  maxPathDepth: number;
  /** Longest single path segment, in UTF-8 bytes. */
  maxSegmentBytes: number;
  /** Cap on the decompressed stream (tar headers and padding included): maxBytes + this per file. */
  tarOverheadPerFile: number;
  rateWindowMs: number;
  ratePerDomain: number;
  ratePerAccount: number;
  ratePerIp: number;
}

export const DEFAULT_LIMITS: DeployLimits = {
  maxFiles: MAX_FILES,
  maxBytes: MAX_PROJECT_BYTES,
  maxPathBytes: MAX_PATH_BYTES,
  maxPathDepth: MAX_PATH_DEPTH,
  maxSegmentBytes: 255,
  tarOverheadPerFile: 3 * 512 + MAX_PATH_BYTES * 2,
  rateWindowMs: RATE_WINDOW_MS,
  ratePerDomain: RATE_PER_DOMAIN,
  ratePerAccount: RATE_PER_ACCOUNT,
  ratePerIp: RATE_PER_IP,
};
