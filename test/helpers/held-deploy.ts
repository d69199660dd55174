/**
 * A deploy (`PUT /:domain`, as the official CLI sends it) whose upload is held half-way: the server has started it
 * (its pending revision, numbered by its start time, exists once the first `progress` line comes) and waits for
 * the rest of the archive until `finish()`. Lets a test make a later-started deploy finish first (an overtaken
 * deploy) without timing anything.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { tgzOf } from './archives.ts';
import { deployEvents, deployHeaders } from './server.ts';

export interface HeldDeploy {
  /** Resolves once the server has started the deploy (its first NDJSON line came). */
  started: Promise<void>;
  /** Sends the rest of the archive; resolves with the NDJSON lines once the answer ended. */
  finish(): Promise<Record<string, unknown>[]>;
}

export function heldDeploy(
  api: string,
  token: string,
  domain: string,
  archive: Buffer,
  headers: Record<string, string> = {},
): HeldDeploy {
  const url = new URL(`${api}/${domain}`);
  const req = http.request(url, {
    method: 'PUT',
    headers: { ...deployHeaders(token, headers), 'transfer-encoding': 'chunked' },
  });
  let text = '';
  let firstLine!: () => void;
  let failed!: (err: Error) => void;
  const started = new Promise<void>((resolve, reject) => {
    firstLine = resolve;
    failed = reject;
  });
  const ended = new Promise<Record<string, unknown>[]>((resolve, reject) => {
    req.on('error', (err) => {
      failed(err);
      reject(err);
    });
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\n')) firstLine();
      });
      res.on('end', () => {
        firstLine();
        try {
          resolve(deployEvents((res.statusCode ?? 500) < 300, text));
        } catch (err) {
          reject(err as Error);
        }
      });
    });
  });
  const half = Math.floor(archive.length / 2);
  req.write(archive.subarray(0, half));
  return {
    started,
    async finish() {
      req.end(archive.subarray(half));
      return ended;
    },
  };
}

/** A gzipped site of `files` files of `size` random bytes each (random: it does not compress). */
export function randomSite(files: number, size: number): Buffer {
  return tgzOf([
    { path: 'site/index.html', body: '<p>big</p>' },
    ...Array.from({ length: files }, (_, i) => ({ path: `site/blob-${i}.bin`, body: randomBytes(size) })),
  ]);
}
