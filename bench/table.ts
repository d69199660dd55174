/**
 * Turns the suites' results into the one table the bench prints: every row is a ratio (or a bound) measured
 * side by side in the same run, with its target and whether it is met. Pure: results in, rows and text out.
 */
import { maxRss, med, medCpu, medServed, type CorpusResult, type ToolResult } from './deploy.ts';
import { median, percentile } from './harness/proc.ts';
import { redeployRatio, type RedeployResult } from './redeploy.ts';
import type { SwitchResult } from './switch.ts';
import { throughputRatio, type ThroughputResult, type ThroughputRss } from './throughput.ts';
import type { ColdStartResult } from './cold-start.ts';

export interface Row {
  measure: string;
  subject: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
  /** null: reported only, no target. */
  met: boolean | null;
}

export interface AllResults {
  deploys: CorpusResult[];
  redeploy: RedeployResult | null;
  switches: SwitchResult[];
  /** The same suites on the cluster (2 origins, PostgreSQL, Ceph, HAProxy, 2 edges), when it ran. */
  clusterRedeploy?: RedeployResult | null;
  clusterSwitches?: SwitchResult[];
  throughput: ThroughputResult[];
  /** The standalone edge's (and nginx's worker's) memory after the throughput suite's load. */
  throughputRss?: ThroughputRss | null;
  coldStart: ColdStartResult | null;
  serverRss: { peak: number; current: number } | null;
}

const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const mb = (b: number): string => `${(b / 1e6).toFixed(0)} MB`;
const x = (r: number): string => `${r.toFixed(2)}×`;
const RSS_LIMIT = 80e6;

export function rows(r: AllResults): Row[] {
  const out: Row[] = [];
  for (const d of r.deploys) {
    const sp = d.tools.sitepub;
    const tar = d.tools['tar|gzip -1'];
    const surge = d.tools.surge;
    /** A row comparing two measured values (seconds) of one corpus: `target` is a bound on the ratio, or none. */
    const compare = (measure: string, value: number, baseline: number, bound?: number): void => {
      const ratio = value / baseline;
      out.push({
        measure,
        subject: d.corpus.name,
        value: s(value),
        baseline: s(baseline),
        ratio: x(ratio),
        target: bound === undefined ? 'reported' : `≤ ${bound}×`,
        met: bound === undefined ? null : ratio <= bound,
      });
    };
    compare('deploy time vs tar piped to gzip -1', med(sp), med(tar), 1.5);
    compare('deploy time vs official CLI', med(sp), med(surge), 0.5);
    // CPU of the whole deploy, both processes: on 2 cores a deploy cannot take less wall time than half of it.
    if (sp.cpu.length > 0 && tar.cpu.length > 0)
      compare('deploy CPU time, client + server, vs tar piped to gzip -1', medCpu(sp), medCpu(tar));
    if (sp.cpu.length > 0 && surge.cpu.length > 0)
      compare('deploy CPU time, client + server, vs official CLI', medCpu(sp), medCpu(surge));
    const remote = d.tools['sitepub, standalone edges'];
    if (remote.ms.length > 0)
      compare('deploy time, 2 standalone edges vs edges in the serve process', med(remote), med(sp));
    if (d.tools.action.ms.length > 0)
      compare('Action deploy time vs official CLI', med(d.tools.action), med(surge));
    const cluster = d.tools['sitepub, cluster'];
    if (cluster.servedMs.length > 0 && sp.servedMs.length > 0) {
      // The cluster takes the first rounds only (a small site has four times as many): its figures are set
      // against the embedded server's of those same rounds, measured minutes apart at most.
      const n = cluster.servedMs.length;
      const same = (r: ToolResult): number[] => r.servedMs.slice(0, n);
      compare(
        'first deploy until both edges serve it, cluster (2 origins, PostgreSQL, Ceph, 2 edges) vs embedded, same rounds',
        medServed(cluster),
        median(same(sp)),
        2,
      );
      compare(
        'first deploy, CLI until its result line, cluster vs embedded, same rounds',
        med(cluster),
        median(sp.ms.slice(0, cluster.ms.length)),
      );
      if (remote.servedMs.length > 0)
        compare(
          'first deploy until both edges serve it, cluster vs embedded with 2 standalone edges, same rounds',
          medServed(cluster),
          median(same(remote)),
        );
      if (cluster.cpu.length > 0 && sp.cpu.length > 0)
        compare(
          'first deploy CPU time, client + origins + edges, cluster vs embedded, same rounds',
          medCpu(cluster),
          median(sp.cpu.slice(0, cluster.cpu.length)),
        );
    }
  }
  for (const [tool, label] of [
    ['sitepub', 'CLI'],
    ['action', 'Action dist/index.js'],
  ] as const) {
    for (const d of r.deploys) {
      if (d.tools[tool].rss.length === 0) continue;
      const peak = maxRss(d.tools[tool]);
      out.push({
        measure: `peak RSS, ${label}`,
        subject: d.corpus.name,
        value: mb(peak),
        baseline: `${mb(maxRss(d.tools.surge))} official`,
        ratio: x(peak / maxRss(d.tools.surge)),
        target: '≤ 80 MB',
        met: peak <= RSS_LIMIT,
      });
    }
  }
  if (r.deploys.length > 1) {
    const peaks = r.deploys.map((d) => maxRss(d.tools.sitepub));
    const spread = Math.max(...peaks) / Math.min(...peaks);
    out.push({
      measure: 'CLI peak RSS, largest / smallest corpus',
      subject: 'all',
      value: mb(Math.max(...peaks)),
      baseline: mb(Math.min(...peaks)),
      ratio: x(spread),
      target: 'flat (≤ 1.25×)',
      met: spread <= 1.25,
    });
  }
  for (const d of r.deploys) {
    const sp = d.tools.sitepub.serverRss;
    const surge = d.tools.surge.serverRss;
    if (sp.length === 0) continue;
    out.push({
      measure: 'origin + 2 edges peak RSS (one serve process)',
      subject: `${d.corpus.name}, sitepub deploy`,
      value: mb(Math.max(...sp)),
      baseline: surge.length ? `${mb(Math.max(...surge))} official` : '',
      ratio: '',
      target: 'reported',
      met: null,
    });
  }
  for (const d of r.deploys) {
    const edge = d.tools['sitepub, standalone edges'].edgeRss;
    if (edge.length === 0) continue;
    out.push({
      measure: 'standalone edge peak RSS (one sitepub edge process)',
      subject: `${d.corpus.name}, sitepub deploy`,
      value: mb(Math.max(...edge)),
      baseline: '',
      ratio: '',
      target: 'reported',
      met: null,
    });
  }
  if (r.serverRss) {
    out.push({
      measure: 'origin + 2 edges peak RSS (one serve process)',
      subject: 'after redeploy, switches, load',
      value: mb(r.serverRss.peak),
      baseline: `${mb(r.serverRss.current)} at the end`,
      ratio: '',
      target: 'reported',
      met: null,
    });
  }
  if (r.redeploy) {
    const rd = r.redeploy;
    if (rd.movedBytes.length > 0) {
      const moved = median(rd.movedBytes);
      const share = moved / rd.corpus.bytes;
      out.push({
        measure: 'redeploy, 1 file changed: bytes origin → edges',
        subject: rd.corpus.name,
        value: `${(moved / 1e3).toFixed(0)} kB`,
        baseline: `${mb(rd.corpus.bytes)} site`,
        ratio: `${(share * 100).toFixed(2)} %`,
        target: '≤ 1 %',
        met: share <= 0.01,
      });
    }
    if (rd.uploadedBytes?.length) {
      const sent = median(rd.uploadedBytes);
      out.push({
        measure: 'redeploy, 1 file changed: bytes client → origin',
        subject: rd.corpus.name,
        value: `${(sent / 1e3).toFixed(0)} kB`,
        baseline: `${mb(rd.corpus.bytes)} site`,
        ratio: `${((sent / rd.corpus.bytes) * 100).toFixed(2)} %`,
        target: 'reported',
        met: null,
      });
    }
    if (rd.wireBytes?.length)
      out.push(wireRow(rd, 'redeploy, 1 file changed: bytes on the wire client → origin'));
    const ratio = redeployRatio(rd);
    out.push({
      measure: 'redeploy time vs first deploy (same folder: hash cache warm)',
      subject: rd.corpus.name,
      value: s(median(rd.redeployMs)),
      baseline: s(rd.firstMs),
      ratio: x(ratio),
      target: '≤ 0.3×',
      met: ratio <= 0.3,
    });
    if (rd.coldMs) {
      out.push({
        measure: 'redeploy from a fresh checkout (hash cache empty) vs first deploy',
        subject: rd.corpus.name,
        value: s(rd.coldMs),
        baseline: s(rd.firstMs),
        ratio: x(rd.coldMs / rd.firstMs),
        target: 'reported',
        met: null,
      });
    }
    if (rd.fullMs) {
      out.push({
        measure: 'redeploy sending the whole site (--no-reuse) vs first deploy',
        subject: rd.corpus.name,
        value: s(rd.fullMs),
        baseline: s(rd.firstMs),
        ratio: x(rd.fullMs / rd.firstMs),
        target: 'reported',
        met: null,
      });
    }
  }
  if (r.clusterRedeploy) out.push(...clusterRedeployRows(r.clusterRedeploy, r.redeploy));
  out.push(...switchRows(r.switches, r.clusterSwitches ?? []));
  for (const t of r.throughput) {
    const ratio = throughputRatio(t);
    out.push({
      measure: 'edge throughput vs nginx',
      subject: t.file,
      value: `${median(t.edgeRps).toFixed(0)} req/s`,
      baseline: `${median(t.nginxRps).toFixed(0)} req/s`,
      ratio: x(ratio),
      target: t.file === 'small.html' ? '≥ 0.9×' : '≥ 0.6×',
      met: ratio >= (t.file === 'small.html' ? 0.9 : 0.6),
    });
    if (t.rulesRps.length) {
      const plainRps = median(t.edgeRps);
      const rulesRps = median(t.rulesRps);
      out.push({
        measure: 'edge throughput, site rules',
        subject: `${t.file}, no rule files`,
        value: `${plainRps.toFixed(0)} req/s`,
        baseline: `${median(t.nginxRps).toFixed(0)} req/s (nginx)`,
        ratio: x(plainRps / median(t.nginxRps)),
        target: 'reported',
        met: null,
      });
      out.push({
        measure: 'edge throughput, site rules',
        subject: `${t.file}, 2,000-rule _redirects`,
        value: `${rulesRps.toFixed(0)} req/s`,
        baseline: `${plainRps.toFixed(0)} req/s (no rule files)`,
        ratio: x(rulesRps / plainRps),
        target: '≥ 0.9×',
        met: rulesRps / plainRps >= 0.9,
      });
    }
    if (t.edgeCpuUs?.length && t.nginxCpuUs?.length) {
      const edgeUs = median(t.edgeCpuUs);
      const nginxUs = median(t.nginxCpuUs);
      out.push({
        measure: 'edge CPU time per request vs nginx (throughput on an idle core ~ 1 / this)',
        subject: t.file,
        value: `${edgeUs.toFixed(1)} µs`,
        baseline: `${nginxUs.toFixed(1)} µs${t.bareNodeCpuUs?.length ? `; bare node:http ${median(t.bareNodeCpuUs).toFixed(1)} µs` : ''}`,
        ratio: x(edgeUs / nginxUs),
        target: 'reported',
        met: null,
      });
    }
    if (t.bareNodeRps.length) {
      const bare = median(t.bareNodeRps);
      out.push({
        measure: 'edge throughput vs bare node:http (ceiling)',
        subject: t.file,
        value: `${median(t.edgeRps).toFixed(0)} req/s`,
        baseline: `${bare.toFixed(0)} req/s`,
        ratio: x(median(t.edgeRps) / bare),
        target: 'reported',
        met: null,
      });
      out.push({
        measure: 'bare node:http vs nginx',
        subject: t.file,
        value: `${bare.toFixed(0)} req/s`,
        baseline: `${median(t.nginxRps).toFixed(0)} req/s`,
        ratio: x(bare / median(t.nginxRps)),
        target: 'reported',
        met: null,
      });
    }
  }
  if (r.throughputRss) {
    const { edge, nginx } = r.throughputRss;
    out.push({
      measure: 'standalone edge peak RSS after the throughput load',
      subject: 'sitepub edge',
      value: mb(edge.peak),
      baseline: nginx ? `${mb(nginx.peak)} nginx worker` : '',
      ratio: '',
      target: `≤ ${mb(RSS_LIMIT)}`,
      met: edge.peak <= RSS_LIMIT,
    });
  }
  if (r.coldStart) {
    const c = r.coldStart;
    const a = median(c.actionMs);
    const b = median(c.bareNodeMs);
    out.push({
      measure: 'Action cold start to first request',
      subject: 'node dist/index.js',
      value: `${a.toFixed(0)} ms`,
      baseline: `${b.toFixed(0)} ms bare node`,
      ratio: x(a / b),
      target: 'reported',
      met: null,
    });
    out.push({
      measure: 'Action bundle size',
      subject: 'dist/index.js',
      value: `${(c.bundleBytes / 1e6).toFixed(2)} MB`,
      baseline: `${(c.bundleGzipBytes / 1e6).toFixed(2)} MB gzipped`,
      ratio: '',
      target: 'reported',
      met: null,
    });
  }
  return out;
}

const kB = (b: number): string => `${(b / 1e3).toFixed(1)} kB`;

/** Bytes the CLI put on the wire for a one-file redeploy, against the site's size: target ≤ 1 %. */
function wireRow(rd: RedeployResult, measure: string, baseline?: RedeployResult | null): Row {
  const sent = median(rd.wireBytes);
  const share = sent / rd.corpus.bytes;
  const other = baseline?.wireBytes?.length ? median(baseline.wireBytes) : null;
  return {
    measure,
    subject: `${rd.corpus.name} (${mb(rd.corpus.bytes)})`,
    value: kB(sent),
    baseline: other === null ? `${mb(rd.corpus.bytes)} site` : `${kB(other)} embedded`,
    ratio: `${(share * 100).toFixed(3)} % of the site`,
    target: '≤ 1 %',
    met: share <= 0.01,
  };
}

function clusterRedeployRows(cl: RedeployResult, embedded: RedeployResult | null): Row[] {
  const out: Row[] = [];
  if (cl.wireBytes.length > 0)
    out.push(wireRow(cl, 'redeploy, 1 file changed, cluster: bytes on the wire client → balancer', embedded));
  const ratio = redeployRatio(cl);
  out.push({
    measure: 'redeploy time vs first deploy, cluster (hash cache warm)',
    subject: cl.corpus.name,
    value: `${s(median(cl.redeployMs))} of ${s(cl.firstMs)}`,
    baseline: embedded ? `${s(median(embedded.redeployMs))} of ${s(embedded.firstMs)} embedded` : '',
    ratio: x(ratio),
    target: 'reported',
    met: null,
  });
  return out;
}

const msPair = (xs: number[]): string => `${median(xs).toFixed(0)}; ${percentile(xs, 0.95).toFixed(0)} ms`;

/**
 * Promote and rollback, per site size: the answer and the moment both edges serve the moved revision, median
 * and p95 of the samples. With the cluster, its figure is the value and the embedded server's the baseline;
 * without it, the embedded server's figure alone. Target: p95 under 100 ms.
 */
function switchRows(embedded: SwitchResult[], cluster: SwitchResult[]): Row[] {
  const out: Row[] = [];
  for (const op of ['promote', 'rollback'] as const) {
    for (const [kind, key] of [
      ['answer', `${op}Ms`],
      ['until both edges serve it', `${op}ServedMs`],
    ] as const) {
      for (const e of embedded) {
        const c = cluster.find((r) => r.corpus.name === e.corpus.name);
        const shown = c ?? e;
        const n = shown[key].length;
        const worst = Math.max(percentile(e[key], 0.95), c ? percentile(c[key], 0.95) : 0);
        out.push({
          measure: `${op}: ${kind}${c ? ', cluster vs embedded' : ', embedded'} (median; p95 of ${n})`,
          subject: `${e.corpus.name} (${mb(e.corpus.bytes)})`,
          value: msPair(shown[key]),
          baseline: c ? `${msPair(e[key])} embedded` : '',
          ratio: c ? x(median(c[key]) / median(e[key])) : '',
          target: '< 100 ms (p95)',
          met: worst < 100,
        });
      }
    }
  }
  return out;
}

export function render(table: Row[]): string {
  const head = ['measure', 'subject', 'sitepub', 'baseline', 'ratio', 'target', 'met'];
  const body = table.map((r) => [
    r.measure,
    r.subject,
    r.value,
    r.baseline,
    r.ratio,
    r.target,
    r.met === null ? '–' : r.met ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
