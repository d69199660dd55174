// Pure renderers and helpers of the CLI: shapes the server can send besides the happy path.
import pc from 'picocolors';
import { describe, expect, it } from 'vitest';
import { renderAnalytics, sumRanked } from '../../src/cli/render/analytics.ts';
import { renderAudit } from '../../src/cli/render/audit.ts';
import { renderPlans, price } from '../../src/cli/render/plans.ts';
import { formatCount, table } from '../../src/cli/format.ts';
import { browserOpener } from '../../src/cli/open-url.ts';
import { behindLines, sizeLine } from '../../src/cli/commands/deploy.ts';
import { edgesBehind } from '../../src/protocol/instances.ts';

const plain = pc.createColors(false);
const colour = pc.createColors(true);
const zero = (n: number) => ({ t: 0, s: new Array<number>(n).fill(0) });

describe('table', () => {
  it('right-aligns the columns asked for, measuring without colour codes', () => {
    const out = table(
      ['NAME', 'N'],
      [
        [colour.green('a'), '5'],
        ['bbb', colour.bold('1,234')],
      ],
      colour,
      ['left', 'right'],
    );
    // eslint-disable-next-line no-control-regex -- strip colour to compare layout
    expect(out.replace(/\x1b\[[0-9;]*m/g, '').split('\n')).toEqual([
      'NAME      N',
      'a         5',
      'bbb   1,234',
    ]);
  });
  it('formatCount groups thousands', () => {
    expect([0, 999, 1000, 1234567].map(formatCount)).toEqual(['0', '999', '1,000', '1,234,567']);
  });
});

describe('renderAnalytics', () => {
  it('returns null for shapes it does not know (the caller prints JSON)', () => {
    expect(renderAnalytics({ hello: 1 }, plain)).toBeNull();
    expect(renderAnalytics([], plain)).toBeNull();
    expect(renderAnalytics(null, plain)).toBeNull();
  });

  it('no traffic: says so instead of a table of zeros; missing edges are named', () => {
    const out = renderAnalytics(
      {
        domain: 'quiet.example.com',
        range: ['2026-01-01', '2026-01-02'],
        traffic: { visits: zero(2), uniques: zero(2), connections: zero(2) },
        unreachable: ['edge-3'],
      },
      plain,
    )!;
    expect(out).toContain('No requests in these 2 days.');
    expect(out).not.toContain('DAY');
    expect(out).toMatch(/Not counted: edge\(s\) edge-3 did not answer/);
  });

  it('sums ranked lists over the days and keeps the top 5', () => {
    const perDay = {
      d1: [
        { name: '/a', count: 2 },
        { name: '/b', count: 1 },
      ],
      d2: [{ name: '/b', count: 5 }],
    };
    expect(sumRanked(perDay)).toEqual([
      { name: '/b', count: 6 },
      { name: '/a', count: 2 },
    ]);
    const many = { d: Array.from({ length: 7 }, (_, i) => ({ name: `/p${i}`, count: 10 - i })) };
    const out = renderAnalytics(
      {
        range: ['d'],
        traffic: { visits: { t: 1, s: [1] }, uniques: { t: 1, s: [1] }, connections: { t: 49, s: [49] } },
        success: many,
      },
      plain,
    )!;
    expect(out).toMatch(/^top pages {2}\/p0 10 · \/p1 9 · \/p2 8 · \/p3 7 · \/p4 6 \(\+2 more\)$/m);
  });
});

describe('renderAudit', () => {
  it('unreachable edges and out-of-sync ones are counted, errors listed below the table', () => {
    const out = renderAudit(
      'x.example.com',
      {
        'edge-1': {
          edge: 'edge-1',
          reachable: true,
          inSync: true,
          rev: 5,
          certError: { reason: 'no HTTPS' },
        },
        'edge-2': {
          edge: 'edge-2',
          reachable: false,
          inSync: false,
          rev: 'unreachable',
          errors: ['connect ECONNREFUSED'],
          certError: { reason: 'no HTTPS' },
        },
      },
      plain,
    )!;
    const lines = out.split('\n');
    expect(lines[0]).toBe("x.example.com 1 of 2 edge(s) serve the origin's version");
    expect(lines.find((l) => l.startsWith('edge-2'))).toMatch(
      /unreachable\s+-\s+-\s+unreachable\s+-\s+-\s+no$/,
    );
    expect(out).toContain('edge-2: connect ECONNREFUSED');
    expect(out).toContain('HTTPS on every edge: no HTTPS');
  });

  it('null for answers that are not per-edge objects; a message when there are no edges', () => {
    expect(renderAudit('x.example.com', { a: 1 }, plain)).toBeNull();
    expect(renderAudit('x.example.com', 'text', plain)).toBeNull();
    expect(renderAudit('x.example.com', {}, plain)).toMatch(/no edge nodes reported/);
  });
});

describe('renderPlans', () => {
  it('marks the current plan, prices in the plan interval, names the card', () => {
    const out = renderPlans(
      {
        list: [
          { id: 'free', name: 'Free', amount: 0 },
          { id: 'pro', name: 'Pro', amount: 3050, interval: 'year', comped: true },
        ],
        current: { id: 'pro', name: 'Pro', amount: 3050, comped: true },
        card: { brand: 'Visa', last4: '4242', exp_month: 1, exp_year: 2030 },
      },
      plain,
    );
    expect(out).toMatch(/^\* {2}pro {3}Pro {3}\$30\.50\/year$/m);
    expect(out).toMatch(/^current {2}Pro \(comped\)$/m);
    expect(out).toMatch(/^card {5}Visa ending in 4242 \(expires 1\/2030\)$/m);
    expect(price({ id: 'x', name: 'X', amount: 1300, friendlyAmount: '$13' })).toBe('$13/month');
  });
});

describe('browserOpener', () => {
  it('opens only on an interactive terminal outside CI, and not over SSH without a display', () => {
    expect(browserOpener('linux', { DISPLAY: ':0' }, true)).toBe('xdg-open');
    expect(browserOpener('linux', {}, true)).toBeNull();
    expect(browserOpener('linux', { DISPLAY: ':0' }, false)).toBeNull();
    expect(browserOpener('darwin', { CI: 'true' }, true)).toBeNull();
    expect(browserOpener('darwin', {}, true)).toBe('open');
    expect(browserOpener('win32', {}, true)).toBe('explorer');
    expect(browserOpener('linux', { BROWSER: 'firefox' }, true)).toBe('firefox');
    expect(browserOpener('darwin', { BROWSER: 'none' }, true)).toBeNull();
  });
});

describe('sizeLine', () => {
  it('counts with thousands separators, as the lines before it do, and says what was reused', () => {
    const all = { fileCount: 1918, size: 101_700_000, uploadedFiles: 1918, uploadedBytes: 101_700_000 };
    expect(sizeLine(all)).toBe('1,918 files, 102 MB');
    expect(sizeLine({ ...all, uploadedFiles: 1, uploadedBytes: 4096 })).toBe(
      '1,918 files, 102 MB; 1 uploaded (4.1 kB), 1,917 already on the server',
    );
    expect(sizeLine({ fileCount: 1, size: 3, uploadedFiles: 1, uploadedBytes: 3 })).toBe('1 file, 3 B');
  });
});

describe('edges behind', () => {
  const instance = (domain: string, status: string, info: string) => ({
    type: 'HTTP',
    provider: 'sitepub',
    domain,
    location: 'local',
    ip: '10.0.0.1:8101',
    status,
    confirmation: status === 'serving' ? '✔' : '✘',
    info,
  });

  it('names the edges of the info line that do not serve the revision, and says nothing when all do', () => {
    const behind = edgesBehind([
      instance('edge-a', 'serving', 'rev 1'),
      instance('edge-b', 'unreachable', 'connect ECONNREFUSED'),
      instance('edge-c', 'pending', ''),
    ]);
    expect(behindLines({ edgesBehind: behind, edgeCount: 3 })).toEqual([
      '  1 of 3 edges serve this revision; the others catch up when they are back:',
      '    edge-b (10.0.0.1:8101): unreachable (connect ECONNREFUSED)',
      '    edge-c (10.0.0.1:8101): pending',
    ]);
    expect(
      behindLines({ edgesBehind: edgesBehind([instance('a', 'serving', 'rev 1')]), edgeCount: 1 }),
    ).toEqual([]);
    expect(edgesBehind(undefined)).toEqual([]);
  });
});
