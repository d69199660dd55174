/**
 * The bench's table (bench/table.ts) from known results: each deploy row's ratio of medians, its target and
 * verdict, and the CPU rows only where CPU times were measured.
 */
import { describe, expect, it } from 'vitest';
import type { CorpusResult, ToolResult } from '../../bench/deploy.ts';
import { rows, type AllResults } from '../../bench/table.ts';

const tool = (ms: number[], cpu: number[] = []): ToolResult => ({
  ms,
  rss: ms.map(() => 70e6),
  serverRss: [],
  edgeRss: [],
  cpu,
});

const deploy = (o: { sitepub: ToolResult; tar: ToolResult; surge: ToolResult }): CorpusResult => ({
  corpus: { name: 'swagger-ui', dir: '/nowhere', files: 32, bytes: 12_500_000 },
  tools: {
    sitepub: o.sitepub,
    'tar|gzip -1': o.tar,
    surge: o.surge,
    action: tool([]),
    'sitepub, standalone edges': tool([]),
  },
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
});
