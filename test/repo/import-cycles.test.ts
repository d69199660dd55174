/**
 * `npm run lint` fails on an import cycle (`lint:cycles`: dpdm over src, test, bench and scripts), type-only
 * cycles and cycles through a dynamic import included. Checked with the script's own flags on small fixtures
 * (a cycle of each kind fails, a tree passes), then on the project itself (passes).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DPDM = join(ROOT, 'node_modules', '.bin', 'dpdm');

interface Run {
  code: number;
  out: string;
}

async function run(cmd: string, args: string[], cwd: string): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(cmd, args, { cwd, encoding: 'utf8' });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('import cycles fail the lint', { timeout: 60_000 }, () => {
  let scripts: Record<string, string>;
  let flags: string[];
  let dir: string;

  beforeAll(async () => {
    scripts = (
      JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const [bin, ...args] = scripts['lint:cycles']!.split(/\s+/);
    expect(bin).toBe('dpdm');
    flags = args.filter((a) => a.startsWith('--') || /^circular:\d+$/.test(a));
    dir = await mkdtemp(join(tmpdir(), 'sitepub-cycles-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** dpdm with lint:cycles' flags over a fixture of the given files. */
  async function check(name: string, files: Record<string, string>): Promise<Run> {
    const fixture = join(dir, name);
    await mkdir(fixture);
    for (const [file, text] of Object.entries(files)) await writeFile(join(fixture, file), text);
    return run(DPDM, [...flags, '*.ts'], fixture);
  }

  it('npm run lint runs the cycle check', () => {
    expect(scripts.lint).toContain('npm run lint:cycles');
    expect(flags).toContain('circular:1');
  });

  it('fails on a cycle of type-only imports', async () => {
    const r = await check('types', {
      'a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\n",
    });
    expect(r.code, r.out).toBe(1);
    expect(r.out).toMatch(/a\.ts -> b\.ts|b\.ts -> a\.ts/);
  });

  it('fails on a cycle through a dynamic import', async () => {
    const r = await check('dynamic', {
      'a.ts': "export const a = 1;\nexport const load = () => import('./b.ts');\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = a + 1;\n",
    });
    expect(r.code, r.out).toBe(1);
  });

  it('passes a tree', async () => {
    const r = await check('tree', {
      'a.ts': "import type { B } from './b.ts';\nimport { c } from './c.ts';\nexport const a: B = { c };\n",
      'b.ts': "import { c } from './c.ts';\nexport interface B { c: typeof c }\n",
      'c.ts': 'export const c = 1;\n',
    });
    expect(r.code, r.out).toBe(0);
  });

  it('passes on the project today', async () => {
    const r = await run('npm', ['run', '--silent', 'lint:cycles'], ROOT);
    expect(r.code, r.out).toBe(0);
  });
});
