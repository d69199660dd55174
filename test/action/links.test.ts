/** The pure parts of the link check: extracting links, resolving them on the preview, the pages to read, the report. */
import { describe, expect, it } from 'vitest';
import { extractLinks, resolveLink, srcsetUrls } from '../../src/action/links/extract.ts';
import { pagesToCheck } from '../../src/action/links/preview-links.ts';
import { brokenCount, linkLines, type LinkReport } from '../../src/action/links/report.ts';
import { summarizeChanges } from '../../src/action/pages.ts';

describe('extractLinks', () => {
  it('finds a[href], img[src], script[src], link[href], srcset candidates and <base>', () => {
    const html = `<!doctype html><HTML><head><base href="/docs/"><link rel=stylesheet href="s.css">
      <link rel="preconnect" href="https://fonts.example"><script src="app.js"></script></head>
      <body><A HREF="../about/">About</A><img src="a.png" srcset="a-1x.png 1x, a-2x.png 2x">
      <picture><source srcset="b.webp 640w,b-big.webp 1280w"></picture><a href="x?a=1&amp;b=2">x</a>
      <a name="anchor">no href</a></body></HTML>`;
    const found = extractLinks(html);
    expect(found.base).toBe('/docs/');
    expect(found.links.map((l) => `${l.from} ${l.raw}`)).toEqual([
      'link[href] s.css',
      'script[src] app.js',
      'a[href] ../about/',
      'img[src] a.png',
      'img[srcset] a-1x.png',
      'img[srcset] a-2x.png',
      'source[srcset] b.webp',
      'source[srcset] b-big.webp',
      'a[href] x?a=1&b=2',
    ]);
  });

  it('srcsetUrls drops the descriptors', () => {
    expect(srcsetUrls(' a.png 1x ,b.png   2x,c.png')).toEqual(['a.png', 'b.png', 'c.png']);
  });
});

describe('resolveLink', () => {
  const preview = 'http://1700000000000-docs.example.com:8080';
  const page = `${preview}/guide/intro.html`;
  const hosts = ['docs.example.com'];
  it('resolves relative links against the page, or its <base>, without the fragment', () => {
    expect(resolveLink('../img/a.png#x', page, null, preview, hosts)).toBe(`${preview}/img/a.png`);
    expect(resolveLink('b.html', page, '/other/', preview, hosts)).toBe(`${preview}/other/b.html`);
    expect(resolveLink('/abs?q=1', page, null, preview, hosts)).toBe(`${preview}/abs?q=1`);
  });
  it('checks links to the site itself on the preview', () => {
    expect(resolveLink('https://docs.example.com/p/', page, null, preview, hosts)).toBe(`${preview}/p/`);
  });
  it('leaves out other sites, other schemes and in-page anchors', () => {
    for (const raw of [
      'https://example.org/',
      'mailto:a@b.c',
      'javascript:void(0)',
      'data:,x',
      '#top',
      'http://[bad',
    ])
      expect(resolveLink(raw, page, null, preview, hosts), raw).toBeNull();
  });
});

describe('pagesToCheck', () => {
  it('the added and changed pages, as paths, never the removed ones', () => {
    const changes = summarizeChanges({
      added: ['/new.html', '/img/x.png'],
      changed: ['/index.html', '/docs/index.html'],
      removed: ['/old.html'],
    });
    expect(pagesToCheck(changes)).toEqual(['/', '/new.html', '/docs/']);
  });
});

describe('the report', () => {
  const report: LinkReport = {
    pages: 2,
    checked: 5,
    cut: null,
    broken: [
      { page: '/', broken: [{ url: 'http://h/missing.html', status: 404, error: 'HTTP 404' }] },
      {
        page: '/docs/',
        broken: [
          { url: 'http://h/missing.html', status: 404, error: 'HTTP 404' },
          { url: 'http://h/img/x.png', status: null, error: 'ECONNRESET' },
        ],
      },
    ],
  };
  it('counts distinct broken URLs and lists them page by page', () => {
    expect(brokenCount(report)).toBe(2);
    expect(brokenCount(null)).toBe(0);
    expect(linkLines(report)).toEqual([
      'Link check: **2 broken links** (5 links checked on 2 changed pages):',
      '- <code>/</code>',
      '  - <code>/missing\\.html</code>: HTTP 404',
      '- <code>/docs/</code>',
      '  - <code>/missing\\.html</code>: HTTP 404',
      '  - <code>/img/x\\.png</code>: ECONNRESET',
    ]);
  });
  it('says when nothing is broken', () => {
    expect(linkLines({ pages: 1, checked: 3, cut: null, broken: [] })).toEqual([
      'Link check: no broken links (3 links checked on 1 changed page).',
    ]);
  });
});

describe('checkLinks against a protected preview', () => {
  it('sends the token only after a 401, only to the preview host, each URL once', async () => {
    const { createServer } = await import('node:http');
    const { checkLinks } = await import('../../src/action/links/check.ts');
    const seen: { path: string; auth: string | undefined }[] = [];
    const expected = `Basic ${Buffer.from('token:secret-token').toString('base64')}`;
    const pages: Record<string, string> = {
      '/': '<a href="/a">a</a><a href="/a#x">a again</a><img src="/gone.png"><a href="/docs/">docs</a>',
      '/docs/': '<a href="../a">a from docs</a><script src="/app.js"></script>',
      '/a': 'a',
      '/app.js': 'js',
    };
    const server = createServer((req, res) => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization });
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="preview"' }).end();
        return;
      }
      const body = pages[req.url ?? ''];
      if (body === undefined) res.writeHead(404).end();
      else
        res
          .writeHead(200, { 'content-type': req.url?.endsWith('.js') ? 'text/javascript' : 'text/html' })
          .end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as { port: number }).port;
      const report = await checkLinks({
        previewUrl: `http://127.0.0.1:${port}/`,
        pages: ['/', '/docs/'],
        siteHosts: ['docs.example.com'],
        basicAuth: Buffer.from('token:secret-token').toString('base64'),
      });
      expect(report.broken).toEqual([
        { page: '/', broken: [{ url: `http://127.0.0.1:${port}/gone.png`, status: 404, error: 'HTTP 404' }] },
      ]);
      expect(report.checked).toBe(4); // /a, /gone.png, /docs/ (read as a page), /app.js: each once
      // the first request went without the token; after the 401, every one carries it
      expect(seen[0]).toEqual({ path: '/', auth: undefined });
      expect(seen.slice(1).every((s) => s.auth === expected)).toBe(true);
      expect(seen.filter((s) => s.path === '/a')).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
