import { describe, expect, it } from 'vitest';
import {
  canonicalHost,
  checkDomain,
  parsePreviewHost,
  parseRevArg,
  previewHost,
} from '../../src/protocol/domain.ts';

describe('domain rules', () => {
  it('accepts and canonicalises valid domains', () => {
    expect(checkDomain('My-Site.Surge.sh.')).toEqual({ ok: true, domain: 'my-site.surge.sh' });
    expect(checkDomain('https://x.localhost')).toEqual({ ok: true, domain: 'x.localhost' });
    expect(checkDomain('bücher.example')).toEqual({ ok: true, domain: 'xn--bcher-kva.example' });
  });
  it('names the rule a bad domain breaks', () => {
    expect(checkDomain('nodot')).toMatchObject({
      ok: false,
      rule: expect.stringContaining('at least one dot'),
    });
    expect(checkDomain('a..b')).toMatchObject({ ok: false, rule: expect.stringContaining('empty label') });
    expect(checkDomain(`${'a'.repeat(64)}.com`)).toMatchObject({
      ok: false,
      rule: expect.stringContaining('63'),
    });
    expect(checkDomain('-a.com')).toMatchObject({ ok: false });
    expect(checkDomain('a b.com')).toMatchObject({ ok: false });
  });
  it('canonicalises Host headers', () => {
    expect(canonicalHost('Site.LocalHost.:8080')).toBe('site.localhost');
    expect(canonicalHost('[::1]:80')).toBe('[::1]:80');
  });
  it('round-trips preview hosts and rev arguments', () => {
    const host = previewHost(1700000000123, 'a.localhost');
    expect(parsePreviewHost(host)).toEqual({ rev: 1700000000123, domain: 'a.localhost' });
    expect(parsePreviewHost('www.a.localhost')).toBeNull();
    expect(parseRevArg('1700000000123-a.localhost')).toBe(1700000000123);
    expect(parseRevArg('latest')).toBeNull();
  });
});
