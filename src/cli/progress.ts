/**
 * Progress of the deploy phases (`upload`, `cdn`, `encrypt` progress events):
 * bars (cli-progress) when stderr is a TTY; otherwise one plain line when a phase starts and one when it
 * ends, so CI logs stay short; nothing with --json.
 * The `upload` phase counts bytes on a sitepub server and files on surge.sh: it is labelled by what its total
 * matches among the counts sent (`sending`): files when it is the file count, bytes otherwise.
 * A sitepub server counts the bytes of the files an upload plan reuses as written from the start; the CLI shows
 * the bytes actually sent instead (`sentProgress`), so 32 B sent of a 32.4 MB site reads "32 B/32 B".
 */
import cliProgress from 'cli-progress';
import type { Output } from './output.ts';
import { formatBytes, formatCount } from './format.ts';

export interface PhaseProgress {
  id: string;
  written: number;
  total: number;
  end?: boolean;
}

/** What an upload sends (the deploy's `file-count` and `project-size`, and what this attempt carries). */
export interface UploadSent {
  files: number;
  bytes: number;
  fileCount: number;
  projectSize: number;
}

export interface ProgressReporter {
  /** The counts the upload about to start sends, so its progress is labelled by what the server counts. */
  sending(sent: UploadSent): void;
  update(event: PhaseProgress): void;
  /** Ends every bar; call in `finally`. */
  stop(): void;
}

const LABELS: Record<string, string> = { upload: 'upload', cdn: 'edges ', encrypt: 'encrypt' };

export function createProgress(out: Output): ProgressReporter {
  if (out.json) return { sending() {}, update() {}, stop() {} };
  return out.interactive ? barProgress(out) : lineProgress(out);
}

/**
 * What an `upload` progress total counts: `files` when it equals a file count sent (surge.sh counts files) and
 * no byte count, else `bytes` (sitepub servers; and when nothing is known of what was sent).
 */
export function uploadUnit(total: number, sent: UploadSent | undefined): 'files' | 'bytes' {
  if (!sent) return 'bytes';
  const isFiles = total === sent.fileCount || total === sent.files;
  const isBytes = total === sent.projectSize || total === sent.bytes;
  return isFiles && !isBytes ? 'files' : 'bytes';
}

/**
 * An `upload` progress over the bytes this upload sends: the server counts the bytes of reused files (those of
 * the whole site an upload plan does not send) as written, so they are taken off both counts. Other phases, a
 * file count, and nothing known of what was sent: unchanged.
 */
export function sentProgress<E extends Pick<PhaseProgress, 'id' | 'written' | 'total'>>(
  e: E,
  sent: UploadSent | undefined,
): E {
  if (e.id !== 'upload' || !sent || uploadUnit(e.total, sent) !== 'bytes') return e;
  const reused = Math.max(0, sent.projectSize - sent.bytes);
  if (reused === 0) return e;
  return { ...e, written: Math.max(0, e.written - reused), total: Math.max(0, e.total - reused) };
}

type Amounts = (id: string, value: number, total: number) => { done: string; all: string };

/** Upload progress counts bytes or files; the other phases count edges or steps. */
function amountsFor(sent: () => UploadSent | undefined): Amounts {
  return (id, value, total) => {
    if (id !== 'upload') return { done: String(value), all: String(total) };
    if (uploadUnit(total, sent()) === 'files')
      return { done: formatCount(value), all: `${formatCount(total)} file${total === 1 ? '' : 's'}` };
    return { done: formatBytes(value), all: formatBytes(total) };
  };
}

function barProgress(out: Output): ProgressReporter {
  let sent: UploadSent | undefined;
  const amounts = amountsFor(() => sent);
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
    sending(s) {
      sent = s;
    },
    update(event) {
      const e = sentProgress(event, sent);
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
  let sent: UploadSent | undefined;
  const amounts = amountsFor(() => sent);
  return {
    sending(s) {
      sent = s;
      // A new attempt (a retry, a full upload after a refused plan) reports its upload again.
      started.delete('upload');
      done.delete('upload');
    },
    update(event) {
      const e = sentProgress(event, sent);
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
