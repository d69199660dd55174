/**
 * The upload progress line says what the server counts (issue #26.8): a sitepub server counts the bytes of the
 * archive, surge.sh counts files, so "upload: started (5.0 kB)" for 5,000 files was wrong.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Io, OutStream } from '../../src/cli/io.ts';
import { Output } from '../../src/cli/output.ts';
import { createProgress, sentProgress, uploadUnit } from '../../src/cli/progress.ts';

function memory(): OutStream & { text: string } {
  return {
    text: '',
    isTTY: false,
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

function output() {
  const stderr = memory();
  const io: Io = {
    stdout: memory(),
    stderr,
    stdin: Readable.from([]) as unknown as Io['stdin'],
    env: {},
    cwd: '/',
    home: '/',
  };
  return { out: new Output(io), stderr };
}

const SENT = { files: 5000, bytes: 12_000_000, fileCount: 5000, projectSize: 12_000_000 };

describe('upload progress labels', () => {
  it('a total equal to the file count sent counts files (surge.sh)', () => {
    const { out, stderr } = output();
    const p = createProgress(out);
    p.sending(SENT);
    p.update({ id: 'upload', written: 0, total: 5000 });
    p.update({ id: 'upload', written: 5000, total: 5000, end: true });
    expect(stderr.text.trim().split('\n')).toEqual([
      'upload: started (5,000 files)',
      'upload: done (5,000/5,000 files)',
    ]);
  });

  it('a total equal to the bytes sent counts bytes (sitepub servers)', () => {
    const { out, stderr } = output();
    const p = createProgress(out);
    p.sending({ files: 2, bytes: 1000, fileCount: 2, projectSize: 1000 });
    p.update({ id: 'upload', written: 1000, total: 1000, end: true });
    expect(stderr.text.trim().split('\n')).toEqual([
      'upload: started (1.0 kB)',
      'upload: done (1.0 kB/1.0 kB)',
    ]);
  });

  it('counts the bytes actually sent, not those the upload plan reused (issue #31.8)', () => {
    const { out, stderr } = output();
    const p = createProgress(out);
    // 32 B sent of a 32.4 MB site: the server counts the reused 32,399,968 B as written from the start.
    p.sending({ files: 1, bytes: 32, fileCount: 2, projectSize: 32_400_000 });
    p.update({ id: 'upload', written: 32_399_968, total: 32_400_000 });
    p.update({ id: 'upload', written: 32_400_000, total: 32_400_000, end: true });
    expect(stderr.text.trim().split('\n')).toEqual(['upload: started (32 B)', 'upload: done (32 B/32 B)']);
  });

  it('sentProgress (pure): takes the reused bytes off an upload counted in bytes, nothing else', () => {
    const sent = { files: 1, bytes: 32, fileCount: 2, projectSize: 1032 };
    expect(sentProgress({ id: 'upload', written: 1016, total: 1032 }, sent)).toEqual({
      id: 'upload',
      written: 16,
      total: 32,
    });
    // a full upload, another phase, files (surge.sh) or nothing known: as the server said
    const full = { files: 2, bytes: 1032, fileCount: 2, projectSize: 1032 };
    expect(sentProgress({ id: 'upload', written: 500, total: 1032 }, full)).toEqual({
      id: 'upload',
      written: 500,
      total: 1032,
    });
    expect(sentProgress({ id: 'cdn', written: 1, total: 2 }, sent)).toEqual({
      id: 'cdn',
      written: 1,
      total: 2,
    });
    expect(sentProgress({ id: 'upload', written: 1, total: 2 }, sent)).toEqual({
      id: 'upload',
      written: 1,
      total: 2,
    });
    expect(sentProgress({ id: 'upload', written: 9, total: 1032 }, undefined)).toEqual({
      id: 'upload',
      written: 9,
      total: 1032,
    });
  });

  it('uploadUnit (pure): files only when the total is a file count and not a byte count', () => {
    expect(uploadUnit(5000, SENT)).toBe('files');
    expect(uploadUnit(12_000_000, SENT)).toBe('bytes');
    expect(uploadUnit(3, { files: 3, bytes: 3, fileCount: 3, projectSize: 3 })).toBe('bytes');
    expect(uploadUnit(40, { files: 2, bytes: 9, fileCount: 40, projectSize: 900 })).toBe('files');
    expect(uploadUnit(5000, undefined)).toBe('bytes');
  });
});
