/**
 * Layering (issue #27): storage does not know the HTTP server, and edge nodes speak to the origin only through
 * the wire types of src/protocol/. A static check over the import graph of src/ (static, type-only and dynamic
 * imports, read with TypeScript's own pre-processor): no file under src/store or src/edge imports a file under
 * src/server. The other direction is allowed: `sitepub serve` starts local edges (src/server/distribution).
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Importer folder → folders it must not import. */
const FORBIDDEN: ReadonlyArray<readonly [string, string]> = [
  ['src/store/', 'src/server/'],
  ['src/edge/', 'src/server/'],
];

/** Relative imports of a source text (static, `import type`, `export … from`, dynamic `import()`). */
function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => f.fileName).filter((f) => f.startsWith('.'));
}

/** `importer imports target` for every import that crosses a forbidden boundary; paths relative to the root. */
function layeringBreaks(files: ReadonlyMap<string, string>): string[] {
  const breaks: string[] = [];
  for (const [file, text] of files) {
    const rules = FORBIDDEN.filter(([from]) => file.startsWith(from));
    if (rules.length === 0) continue;
    for (const spec of importsOf(text)) {
      const target = relative(ROOT, resolve(ROOT, dirname(file), spec))
        .split('\\')
        .join('/');
      for (const [from, to] of rules) {
        if (target.startsWith(to)) breaks.push(`${file} (${from}) imports ${target} (${to})`);
      }
    }
  }
  return breaks;
}

async function sources(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const e of entries) {
    if (!e.isFile() || !e.name.endsWith('.ts')) continue;
    const path = relative(ROOT, join(e.parentPath, e.name)).split('\\').join('/');
    files.set(path, await readFile(join(ROOT, path), 'utf8'));
  }
  return files;
}

describe('layering: src/store and src/edge do not import src/server', () => {
  it('flags each kind of import that crosses the boundary, and nothing else', () => {
    const files = new Map([
      ['src/store/a.ts', "import type { DnsRecord } from '../server/dns/records.ts';\n"],
      ['src/edge/b.ts', "export type { X } from '../server/distribution/types.ts';\n"],
      ['src/edge/c.ts', "export const load = () => import('../server/app.ts');\n"],
      ['src/edge/d.ts', "import { x } from './sub/../../server/x.ts';\n"],
      [
        'src/store/ok.ts',
        "import type { DnsRecord } from '../protocol/dns.ts';\nimport { y } from './y.ts';\n",
      ],
      ['src/edge/ok.ts', "import type { EdgeSyncResponse } from '../protocol/edge.ts';\nimport 'node:fs';\n"],
      ['src/server/ok.ts', "import { startEdge } from '../edge/edge.ts';\n"],
    ]);
    expect(layeringBreaks(files)).toEqual([
      'src/store/a.ts (src/store/) imports src/server/dns/records.ts (src/server/)',
      'src/edge/b.ts (src/edge/) imports src/server/distribution/types.ts (src/server/)',
      'src/edge/c.ts (src/edge/) imports src/server/app.ts (src/server/)',
      'src/edge/d.ts (src/edge/) imports src/server/x.ts (src/server/)',
    ]);
  });

  it('holds for the project', async () => {
    const files = await sources('src');
    expect(files.size).toBeGreaterThan(100);
    expect(layeringBreaks(files)).toEqual([]);
  });
});
