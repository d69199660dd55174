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

/** Files of src/server that may name the embedded store: they open it (the composition roots). */
const OPENS_THE_STORE = new Set(['src/server/main.ts', 'src/server/index.ts']);

/**
 * Ways around the Store contract (src/store/types.ts): node:sqlite outside src/store/sqlite, a server file other
 * than the composition roots importing src/store/sqlite, `instanceof SqliteStore`, or sniffing for a `.db`.
 */
function contractBreaks(files: ReadonlyMap<string, string>): string[] {
  const breaks: string[] = [];
  for (const [file, text] of files) {
    const specs = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
    if (specs.includes('node:sqlite') && !file.startsWith('src/store/sqlite/'))
      breaks.push(`${file} imports node:sqlite`);
    if (file.startsWith('src/server/') && !OPENS_THE_STORE.has(file)) {
      for (const spec of specs.filter((s) => s.startsWith('.'))) {
        const target = relative(ROOT, resolve(ROOT, dirname(file), spec))
          .split('\\')
          .join('/');
        if (target.startsWith('src/store/sqlite/')) breaks.push(`${file} imports ${target}`);
      }
    }
    if (/instanceof\s+SqliteStore\b/.test(text)) breaks.push(`${file} tests instanceof SqliteStore`);
    if (/\{\s*db\?\s*:/.test(text)) breaks.push(`${file} sniffs for a .db property`);
  }
  return breaks;
}

describe('layering: the server keeps its state through the Store contract only', () => {
  it('flags node:sqlite outside the SQLite backend, server imports of it, instanceof and .db sniffing', () => {
    const files = new Map([
      ['src/server/a.ts', "import { DatabaseSync } from 'node:sqlite';\n"],
      ['src/server/routes/b.ts', "import { SqliteStore } from '../../store/sqlite/store.ts';\n"],
      ['src/server/c.ts', 'if (!(store instanceof SqliteStore)) throw new Error();\n'],
      ['src/store/d.ts', 'const db = (store as { db?: DatabaseSync }).db;\n'],
      ['src/store/sqlite/ok.ts', "import type { DatabaseSync } from 'node:sqlite';\n"],
      ['src/server/main.ts', "import { SqliteStore } from '../store/sqlite/store.ts';\n"],
      ['src/server/ok.ts', "import type { Store } from '../store/types.ts';\n"],
    ]);
    expect(contractBreaks(files)).toEqual([
      'src/server/a.ts imports node:sqlite',
      'src/server/routes/b.ts imports src/store/sqlite/store.ts',
      'src/server/c.ts tests instanceof SqliteStore',
      'src/store/d.ts sniffs for a .db property',
    ]);
  });

  it('holds for the project', async () => {
    expect(contractBreaks(await sources('src'))).toEqual([]);
  });
});
