/**
 * Progress of the deploy phases (`upload`, `cdn`, `encrypt` progress events):
 * bars (cli-progress) when stderr is a TTY; otherwise one plain line when a phase starts and one when it
 * ends, so CI logs stay short; nothing with --json.
 */
import cliProgress from 'cli-progress';
import type { Output } from './output.ts';
import { formatBytes } from './format.ts';

export interface PhaseProgress {
  id: string;
  written: number;
  total: number;
  end?: boolean;
}

export interface ProgressReporter {
  update(event: PhaseProgress): void;
  /** Ends every bar; call in `finally`. */
  stop(): void;
}

const LABELS: Record<string, string> = { upload: 'upload', cdn: 'edges ', encrypt: 'encrypt' };

export function createProgress(out: Output): ProgressReporter {
  if (out.json) return { update() {}, stop() {} };
  return out.interactive ? barProgress(out) : lineProgress(out);
}

/** Upload progress counts bytes; the other phases count edges or steps. */
function amounts(id: string, value: number, total: number): { done: string; all: string } {
  return id === 'upload'
    ? { done: formatBytes(value), all: formatBytes(total) }
    : { done: String(value), all: String(total) };
}

function barProgress(out: Output): ProgressReporter {
  const multi = new cliProgress.MultiBar(
    {
      stream: out.progressStream as NodeJS.WritableStream,
      format: ` ${out.ce.cyan('{label}')} {bar} {percentage}% | {done}/{all}`,
      barCompleteChar: '█',
      barIncompleteChar: '░',
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      fps: 10,
    },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, cliProgress.SingleBar>();
  return {
    update(e) {
      const total = Math.max(e.total, e.written, 1);
      // An upload's end is all of it; the edges' end counts those that confirmed, which may be fewer.
      const value = e.end && e.id === 'upload' ? total : e.written;
      const payload = { label: LABELS[e.id] ?? e.id, ...amounts(e.id, value, total) };
      let bar = bars.get(e.id);
      if (!bar) {
        bar = multi.create(total, 0, payload);
        bars.set(e.id, bar);
      }
      bar.setTotal(total);
      bar.update(value, payload);
    },
    stop() {
      multi.stop();
    },
  };
}

function lineProgress(out: Output): ProgressReporter {
  const started = new Set<string>();
  const done = new Set<string>();
  return {
    update(e) {
      const label = (LABELS[e.id] ?? e.id).trim();
      if (!started.has(e.id)) {
        started.add(e.id);
        const { all } = amounts(e.id, 0, e.total);
        out.status(`${label}: started (${all}${e.id === 'upload' ? '' : ' total'})`);
      }
      if (!done.has(e.id) && (e.end === true || (e.total > 0 && e.written >= e.total))) {
        done.add(e.id);
        const { done: d, all } = amounts(e.id, e.end && e.id === 'upload' ? e.total : e.written, e.total);
        out.status(`${label}: done (${d}/${all})`);
      }
    },
    stop() {},
  };
}
