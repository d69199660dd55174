/**
 * The bench's table (bench/table.ts) from known results: each deploy row's ratio of medians, its target and
 * verdict, and the CPU rows only where CPU times were measured; the cluster's rows beside the embedded
 * server's (first deploy within 2×, a one-file redeploy's bytes on the wire, promote/rollback p95).
 */
import { describe, expect, it } from 'vitest';
import type { CorpusResult, ToolResult } from '../../bench/deploy.ts';
import { percentile } from '../../bench/harness/proc.ts';
import type { RedeployResult } from '../../bench/redeploy.ts';
import type { SwitchResult } from '../../bench/switch.ts';
import { rows, type AllResults } from '../../bench/table.ts';

const tool = (ms: number[], cpu: number[] = [], servedMs: number[] = []): ToolResult => ({
  ms,
  rss: ms.map(() => 70e6),
  serverRss: [],
  edgeRss: [],
  cpu,
  servedMs,
});

const deploy = (o: {
  sitepub: ToolResult;
  tar: ToolResult;
  surge: ToolResult;
  cluster?: ToolResult;
  standalone?: ToolResult;
}): CorpusResult => ({
  corpus: { name: 'swagger-ui', dir: '/nowhere', files: 32, bytes: 12_500_000 },
  tools: {
    sitepub: o.sitepub,
    'tar|gzip -1': o.tar,
    surge: o.surge,
    action: tool([]),
    'sitepub, standalone edges': o.standalone ?? tool([]),
    'sitepub, cluster': o.cluster ?? tool([]),
  },
});

const monaco = { name: 'monaco' as const, dir: '/nowhere', files: 1918, bytes: 101_700_000 };
const swagger = { name: 'swagger-ui' as const, dir: '/nowhere', files: 32, bytes: 12_500_000 };

const redeploy = (wireBytes: number[], redeployMs = [200, 220]): RedeployResult => ({
  corpus: monaco,
  changedFile: 'min/vs/x.js',
  changedBytes: 20_000,
  firstMs: 1000,
  redeployMs,
  movedBytes: [],
  uploadedBytes: wireBytes.map(() => 4000),
  wireBytes,
  fullMs: null,
  coldMs: null,
});

const switches = (
  corpus: typeof monaco | typeof swagger,
  answer: number[],
  served: number[],
): SwitchResult => ({
  corpus,
  promoteMs: answer,
  rollbackMs: answer,
  promoteServedMs: served,
  rollbackServedMs: served,
});

const results = (d: CorpusResult): AllResults => ({
  deploys: [d],
  redeploy: null,
  switches: [],
  throughput: [],
  coldStart: null,
  serverRss: null,
});

describe('bench table', () => {
  it('rates deploy times by the ratio of medians against each target', () => {
    const table = rows(
      results(
        deploy({
          sitepub: tool([250, 230, 260], [330, 300, 340]),
          tar: tool([130, 150, 140], [120, 130, 140]),
          surge: tool([470, 500, 480], [570, 590, 600]),
        }),
      ),
    );
    const row = (measure: string) => table.find((r) => r.measure === measure);
    expect(row('deploy time vs tar piped to gzip -1')).toEqual({
      measure: 'deploy time vs tar piped to gzip -1',
      subject: 'swagger-ui',
      value: '0.25 s',
      baseline: '0.14 s',
      ratio: '1.79×',
      target: '≤ 1.5×',
      met: false,
    });
    expect(row('deploy time vs official CLI')).toMatchObject({
      ratio: '0.52×',
      target: '≤ 0.5×',
      met: false,
    });
    expect(row('deploy CPU time, client + server, vs tar piped to gzip -1')).toMatchObject({
      value: '0.33 s',
      baseline: '0.13 s',
      ratio: '2.54×',
      target: 'reported',
      met: null,
    });
    expect(row('deploy CPU time, client + server, vs official CLI')).toMatchObject({ ratio: '0.56×' });
    // tools that did not run leave their rows out
    expect(row('Action deploy time vs official CLI')).toBeUndefined();
    expect(row('deploy time, 2 standalone edges vs edges in the serve process')).toBeUndefined();
  });

  it('meets a target at its bound, and leaves the CPU rows out when no CPU time was measured', () => {
    const table = rows(results(deploy({ sitepub: tool([200]), tar: tool([400]), surge: tool([400]) })));
    expect(table.find((r) => r.measure === 'deploy time vs official CLI')).toMatchObject({
      ratio: '0.50×',
      met: true,
    });
    expect(table.some((r) => r.measure.startsWith('deploy CPU time'))).toBe(false);
  });

  it('rates the cluster first deploy, until both edges serve it, against the embedded server: within 2×', () => {
    const at = (cluster: number[]) =>
      rows(
        results(
          deploy({
            // the embedded server's later rounds (the cluster took the first three) do not count
            sitepub: tool([200, 210, 190, 50, 50], [], [205, 215, 195, 60, 60]),
            tar: tool([100]),
            surge: tool([400]),
            cluster: tool([300, 310, 290], [], [390, 420, ...cluster]),
          }),
        ),
      ).find((r) => r.measure.startsWith('first deploy until both edges serve it, cluster ('));
    expect(at([400])).toMatchObject({
      subject: 'swagger-ui',
      value: '0.40 s',
      baseline: '0.20 s',
      ratio: '1.95×',
      target: '≤ 2×',
      met: true,
    });
    expect(at([500])).toMatchObject({ value: '0.42 s', ratio: '2.05×', met: false });
    // beside the embedded server with standalone edges too, when those ran
    const withStandalone = rows(
      results(
        deploy({
          sitepub: tool([200], [], [205]),
          tar: tool([100]),
          surge: tool([400]),
          cluster: tool([300], [], [400]),
          standalone: tool([310], [], [320]),
        }),
      ),
    );
    expect(
      withStandalone.find((r) =>
        r.measure.endsWith('cluster vs embedded with 2 standalone edges, same rounds'),
      ),
    ).toMatchObject({ value: '0.40 s', baseline: '0.32 s', ratio: '1.25×', target: 'reported', met: null });
    // no cluster deploys (BENCH_CLUSTER=0): no cluster rows
    const embeddedOnly = rows(
      results(deploy({ sitepub: tool([200], [], [205]), tar: tool([100]), surge: tool([400]) })),
    );
    expect(embeddedOnly.some((r) => r.measure.includes('cluster'))).toBe(false);
  });

  it('rates a one-file redeploy on the cluster by the bytes on the wire against the site: under 1 %', () => {
    const row = (wire: number[]) =>
      rows({
        ...results(deploy({ sitepub: tool([200]), tar: tool([100]), surge: tool([400]) })),
        redeploy: redeploy([5000, 5200]),
        clusterRedeploy: redeploy(wire),
      }).find((r) => r.measure === 'redeploy, 1 file changed, cluster: bytes on the wire client → balancer');
    expect(row([6000, 7000, 6500])).toEqual({
      measure: 'redeploy, 1 file changed, cluster: bytes on the wire client → balancer',
      subject: 'monaco (102 MB)',
      value: '6.5 kB',
      baseline: '5.1 kB embedded',
      ratio: '0.006 % of the site',
      target: '≤ 1 %',
      met: true,
    });
    expect(row([1_100_000])).toMatchObject({ value: '1100.0 kB', ratio: '1.082 % of the site', met: false });
  });

  it('gives promote and rollback per site size as median and p95, cluster beside embedded, p95 under 100 ms', () => {
    const tens = (base: number, last: number) => [...Array.from({ length: 9 }, () => base), last];
    const table = rows({
      ...results(deploy({ sitepub: tool([200]), tar: tool([100]), surge: tool([400]) })),
      switches: [switches(swagger, tens(4, 6), tens(5, 8)), switches(monaco, tens(5, 7), tens(6, 9))],
      clusterSwitches: [
        switches(swagger, tens(20, 30), tens(40, 99)),
        switches(monaco, tens(22, 31), tens(45, 120)),
      ],
    });
    const served = table.filter((r) => r.measure.startsWith('promote: until both edges serve it, cluster'));
    expect(served.map((r) => [r.subject, r.value, r.baseline, r.met])).toEqual([
      ['swagger-ui (13 MB)', '40; 99 ms', '5; 8 ms embedded', true],
      ['monaco (102 MB)', '45; 120 ms', '6; 9 ms embedded', false],
    ]);
    expect(served[0]!.measure).toBe(
      'promote: until both edges serve it, cluster vs embedded (median; p95 of 10)',
    );
    expect(
      table.filter((r) => r.measure.startsWith('rollback: answer, cluster')).map((r) => r.ratio),
    ).toEqual(['5.00×', '4.40×']);
    // embedded alone (no cluster): its own figures, no baseline
    const alone = rows({
      ...results(deploy({ sitepub: tool([200]), tar: tool([100]), surge: tool([400]) })),
      switches: [switches(swagger, tens(4, 6), tens(5, 8))],
    }).find((r) => r.measure.startsWith('promote: answer'));
    expect(alone).toMatchObject({
      measure: 'promote: answer, embedded (median; p95 of 10)',
      value: '4; 6 ms',
      baseline: '',
      met: true,
    });
  });

  it('takes the p95 as the nearest rank', () => {
    expect(percentile([...Array.from({ length: 19 }, (_, i) => i + 1), 100], 0.95)).toBe(19);
    expect(percentile([5, 1, 3], 0.95)).toBe(5);
    expect(
      percentile(
        Array.from({ length: 10 }, (_, i) => i + 1),
        0.95,
      ),
    ).toBe(10);
  });
});

describe('bench table: site rules', () => {
  it('rates the small page with a 2,000-rule _redirects against the same page without rule files', async () => {
    const { bigRedirects } = await import('../../bench/throughput.ts');
    const { compileRules } = await import('../../src/rules/index.ts');
    const compiled = compileRules(new Map([['/_redirects', Buffer.from(bigRedirects())]]));
    expect(compiled.problems).toEqual([]);
    expect(compiled.rules!.redirects!.size).toBe(2000);
    const table = rows({
      ...results(deploy({ sitepub: tool([1]), tar: tool([1]), surge: tool([1]) })),
      throughput: [
        {
          file: 'small.html',
          bytes: 600,
          edgeRps: [10_000, 9_000],
          nginxRps: [20_000],
          bareNodeRps: [],
          rulesRps: [8_000, 8_200],
        },
        { file: '1mb.bin', bytes: 1 << 20, edgeRps: [900], nginxRps: [1000], bareNodeRps: [], rulesRps: [] },
      ],
    });
    const ruleRows = table.filter((r) => r.measure === 'edge throughput, site rules');
    expect(ruleRows).toEqual([
      expect.objectContaining({ subject: 'small.html, no rule files', value: '9500 req/s', met: null }),
      expect.objectContaining({
        subject: 'small.html, 2,000-rule _redirects',
        value: '8100 req/s',
        baseline: '9500 req/s (no rule files)',
        target: '≥ 0.9×',
        met: false,
      }),
    ]);
  });
});

describe('bench table: the edge against nginx', () => {
  it('holds the small page to 0.9× nginx, the edge to 80 MB, and reports CPU per request', () => {
    const table = rows({
      ...results(deploy({ sitepub: tool([1]), tar: tool([1]), surge: tool([1]) })),
      throughput: [
        {
          file: 'small.html',
          bytes: 600,
          edgeRps: [18_000],
          nginxRps: [20_000],
          bareNodeRps: [19_000],
          rulesRps: [],
          edgeCpuUs: [22, 24, 23],
          nginxCpuUs: [10, 11, 12],
          bareNodeCpuUs: [16],
        },
        { file: '1mb.bin', bytes: 1 << 20, edgeRps: [500], nginxRps: [1000], bareNodeRps: [], rulesRps: [] },
      ],
      throughputRss: { edge: { peak: 81e6, current: 70e6 }, nginx: { peak: 5e6, current: 5e6 } },
    });
    const vsNginx = table.filter((r) => r.measure === 'edge throughput vs nginx');
    expect(vsNginx).toEqual([
      expect.objectContaining({ subject: 'small.html', ratio: '0.90×', target: '≥ 0.9×', met: true }),
      expect.objectContaining({ subject: '1mb.bin', ratio: '0.50×', target: '≥ 0.6×', met: false }),
    ]);
    expect(table.find((r) => r.measure.startsWith('edge CPU time per request'))).toEqual(
      expect.objectContaining({
        value: '23.0 µs',
        baseline: '11.0 µs; bare node:http 16.0 µs',
        ratio: '2.09×',
      }),
    );
    expect(table.find((r) => r.measure === 'standalone edge peak RSS after the throughput load')).toEqual(
      expect.objectContaining({
        value: '81 MB',
        baseline: '5 MB nginx worker',
        target: '≤ 80 MB',
        met: false,
      }),
    );
  });
});
