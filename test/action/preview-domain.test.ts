/** The `preview-domain` template (preview-domain.ts), where a PR's stable preview goes, and the new inputs. */
import { describe, expect, it } from 'vitest';
import { renderPreviewDomain, templateProblem } from '../../src/action/preview-domain.ts';
import { stableTarget } from '../../src/action/stable-preview.ts';
import { productionDeployments } from '../../src/action/previous-production.ts';
import { settings } from './settings-fixture.ts';

const values = {
  pr: 12,
  branch: 'Feature/Ünïcode_branch',
  domain: 'docs.example.com',
  repo: 'Site',
  owner: 'Octo',
};

describe('preview-domain template', () => {
  it('fills every placeholder, each value made a hostname label', () => {
    expect(renderPreviewDomain('{pr}-{domain}', values)).toEqual({ ok: true, domain: '12-docs.example.com' });
    expect(renderPreviewDomain('{owner}-{repo}-pr-{pr}.surge.sh', values)).toEqual({
      ok: true,
      domain: 'octo-site-pr-12.surge.sh',
    });
    expect(renderPreviewDomain('{branch}.{domain}', values)).toEqual({
      ok: true,
      domain: 'feature-n-code-branch.docs.example.com',
    });
  });

  it('cuts a label longer than DNS allows and keeps long names apart by a hash', () => {
    const long = (b: string) => renderPreviewDomain('{branch}-{domain}', { ...values, branch: b });
    const a = long(`${'x'.repeat(80)}-a`);
    const b = long(`${'x'.repeat(80)}-b`);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(a.domain.split('.')[0]!.length).toBeLessThanOrEqual(63);
      expect(a.domain).not.toBe(b.domain);
    }
  });

  it('says what is wrong with a bad template', () => {
    expect(templateProblem('{pr}-{domain}')).toBeNull();
    expect(templateProblem('{number}-{domain}')).toMatch(/unknown placeholder \{number\}/);
    expect(templateProblem('{pr-{domain}')).toMatch(/"\{" or "\}"/);
    expect(templateProblem('preview.{domain}')).toMatch(/no \{pr\} or \{branch\}/);
    expect(templateProblem('pr-{pr}')).toMatch(/not a valid domain/);
    expect(() => settings({ 'preview-domain': '{number}.surge.sh' })).toThrow(
      /Input "preview-domain" \("\{number\}\.surge\.sh"\) is not a usable template: unknown placeholder/,
    );
    expect(renderPreviewDomain('pr-{pr}-{domain}', { ...values, pr: null })).toEqual({
      ok: false,
      problem: 'no pull request number is known for {pr}',
    });
  });

  it('the environments default to production and preview, and take other names', () => {
    const s = settings();
    expect([s.productionEnvironment, s.previewEnvironment, s.previewDomain]).toEqual([
      'production',
      'preview',
      '',
    ]);
    const t = settings({ 'production-environment': 'live', 'preview-environment': 'review' });
    expect([t.productionEnvironment, t.previewEnvironment]).toEqual(['live', 'review']);
    expect(() => settings({ 'preview-environment': 'x'.repeat(300) })).toThrow(/preview-environment/);
  });
});

describe('where the stable preview goes', () => {
  it('an alias on a sitepub server, a project of its own on another or with a template', () => {
    expect(stableTarget('', values, true)).toEqual({ kind: 'alias', name: 'pr-12' });
    expect(stableTarget('', values, false)).toEqual({
      kind: 'project',
      domain: 'pr-12-docs.example.com',
      template: 'pr-{pr}-{domain}',
    });
    expect(stableTarget('{owner}-{repo}-pr-{pr}.surge.sh', values, true)).toMatchObject({
      kind: 'project',
      domain: 'octo-site-pr-12.surge.sh',
    });
    expect(stableTarget('', { ...values, pr: null }, true).kind).toBe('none');
  });
});

describe('production deployments for a rollback', () => {
  it('reads the configured environment (this site only) and the old production/<domain> name, newest first', () => {
    const d = (id: number, domain?: string) => ({ id, ref: `r${id}`, payload: domain ? { domain } : {} });
    const found = productionDeployments(
      [
        {
          environment: 'production',
          perSite: false,
          deployments: [d(30, 'docs.example.com'), d(20, 'blog.example.com')],
        },
        {
          environment: 'production/docs.example.com',
          perSite: true,
          deployments: [d(10), d(5, 'docs.example.com')],
        },
      ],
      'docs.example.com',
      10,
    );
    expect(found.map((x) => [x.id, x.environment])).toEqual([
      [30, 'production'],
      [10, 'production/docs.example.com'],
      [5, 'production/docs.example.com'],
    ]);
  });
});
