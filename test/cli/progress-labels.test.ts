/**
 * The upload progress line says what the server counts (issue #26.8): a sitepub server counts the bytes of the
 * archive, surge.sh counts files, so "upload: started (5.0 kB)" for 5,000 files was wrong.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Io, OutStream } from '../../src/cli/io.ts';
import { Output } from '../../src/cli/output.ts';
import { createProgress, uploadUnit } from '../../src/cli/progress.ts';

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

  it('uploadUnit (pure): files only when the total is a file count and not a byte count', () => {
    expect(uploadUnit(5000, SENT)).toBe('files');
    expect(uploadUnit(12_000_000, SENT)).toBe('bytes');
    expect(uploadUnit(3, { files: 3, bytes: 3, fileCount: 3, projectSize: 3 })).toBe('bytes');
    expect(uploadUnit(40, { files: 2, bytes: 9, fileCount: 40, projectSize: 900 })).toBe('files');
    expect(uploadUnit(5000, undefined)).toBe('bytes');
  });
});
