/**
 * Where the site and its previews are reachable. Learned from the server's `urls` (deploy `info`, and any
 * result that carries them): a preview URL gives the scheme and port every host of this service uses, so the
 * production URL and other revisions' preview URLs follow from it. Without anything learned: https://<host>.
 */
import { parsePreviewHost, previewHost } from '../protocol/domain.ts';
import type { UrlEntry } from '../protocol/types.ts';

export class SiteUrls {
  private readonly domain: string;
  private template: URL | null = null;
  private productionUrl: string | null = null;
  private readonly previews = new Map<number, string>();

  constructor(domain: string) {
    this.domain = domain;
  }

  learn(urls: readonly Partial<UrlEntry>[] | undefined | null): void {
    for (const entry of urls ?? []) {
      if (!entry || typeof entry.url !== 'string') continue;
      let u: URL;
      try {
        u = new URL(entry.url);
      } catch {
        continue;
      }
      const host = (entry.domain ?? u.hostname).toLowerCase();
      if (host === this.domain) this.productionUrl = u.href;
      const preview = parsePreviewHost(host);
      if (preview && preview.domain === this.domain) this.previews.set(preview.rev, u.href);
      if (!this.template) this.template = u;
    }
  }

  /** Where `host` (a host of this service, e.g. a PR's stable preview) is served. */
  forHost(host: string): string {
    if (!this.template) return `https://${host}/`;
    const u = new URL(this.template.href);
    u.hostname = host;
    u.pathname = '/';
    u.search = '';
    u.hash = '';
    return u.href;
  }

  production(): string {
    return this.productionUrl ?? this.forHost(this.domain);
  }

  preview(rev: number): string {
    return this.previews.get(rev) ?? this.forHost(previewHost(rev, this.domain));
  }
}
