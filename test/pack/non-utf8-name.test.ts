// A file name that is not valid UTF-8 is named (bytes escaped) with what to do, not an ENOENT on a mangled name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PackError, scanSite } from '../../src/pack/index.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitepub-utf8-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function site(name: string): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<p>hi</p>');
  fs.writeFileSync(Buffer.from(`${dir}/sub/bad\xff.html`, 'latin1'), 'x');
  return dir;
}

describe('a file name that is not valid UTF-8', () => {
  it('fails naming the file with its bytes escaped and what to do', async () => {
    const dir = site('plain');
    const err = await scanSite(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PackError);
    expect(err).toMatchObject({ code: 'invalid-name' });
    expect((err as Error).message).toBe(
      `sub/bad\\xff.html: its name is not valid UTF-8; rename it, or list it in ${dir}/.surgeignore`,
    );
  });

  it('is skipped when .surgeignore lists it', async () => {
    const dir = site('ignored');
    fs.writeFileSync(path.join(dir, '.surgeignore'), 'bad*.html\n');
    const scan = await scanSite(dir);
    expect(scan.files.map((f) => f.path)).toEqual(['index.html']);
  });

  it('a valid name with U+FFFD in it is a valid name', async () => {
    const dir = path.join(tmp, 'fffd');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'a\uFFFD.html'), 'x');
    const scan = await scanSite(dir);
    expect(scan.files.map((f) => f.path)).toEqual(['a\uFFFD.html']);
  });
});
