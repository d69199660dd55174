/** Settings a new project starts with (`info.config`, `PUT /:domain/settings` echoes the merged result). */
import type { ProjectConfig } from '../protocol/types.ts';

export function defaultProjectConfig(): ProjectConfig {
  return { forceHttps: false, cleanUrls: true, spa: false, cors: null, headers: {} };
}
