import { describe, expect, it } from 'vitest';
import { newDeployId, parseRecord, sameManifestHash, withRecord } from '../../src/protocol/deploy-record.ts';

describe('deploy record in the message', () => {
  it('round-trips every field after the human text', () => {
    const sha = 'a'.repeat(40);
    const msg = withRecord('Preview of PR #12 (aaaaaaa)', {
      id: 'k3j4h5g6m2',
      kind: 'preview',
      pr: 12,
      sha,
      mh: '0123456789abcdef0123456789abcdef',
    });
    expect(msg).toBe(
      `Preview of PR #12 (aaaaaaa) [sitepub id=k3j4h5g6m2 kind=preview pr=12 sha=${sha} mh=0123456789abcdef]`,
    );
    expect(parseRecord(msg)).toEqual({
      text: 'Preview of PR #12 (aaaaaaa)',
      record: { id: 'k3j4h5g6m2', kind: 'preview', pr: 12, sha, mh: '0123456789abcdef' },
    });
  });

  it('replaces a record already at the end instead of stacking two', () => {
    const once = withRecord('hello', { id: 'a1' });
    expect(withRecord(once, { id: 'b2', kind: 'production' })).toBe('hello [sitepub id=b2 kind=production]');
  });

  it('reads messages without a record, and odd values, without throwing', () => {
    expect(parseRecord(undefined)).toEqual({ text: '', record: {} });
    expect(parseRecord(null)).toEqual({ text: '', record: {} });
    expect(parseRecord('fix [typo] in docs')).toEqual({ text: 'fix [typo] in docs', record: {} });
    expect(parseRecord('x [sitepub kind=weird pr=abc new=1]').record).toEqual({ extra: { new: '1' } });
    expect(parseRecord('[sitepub id=zz]')).toEqual({ text: '', record: { id: 'zz' } });
  });

  it('keeps a record-only message when there is no text, and one line when the text has breaks', () => {
    expect(withRecord(undefined, { id: 'abc' })).toBe('[sitepub id=abc]');
    expect(withRecord('a\nb', { id: 'abc' })).toBe('a b [sitepub id=abc]');
    expect(withRecord('plain', {})).toBe('plain');
  });

  it('refuses a value that would break the record', () => {
    expect(() => withRecord('m', { sha: 'has space' })).toThrow(/sha/);
    expect(() => withRecord('m', { sha: 'a]b' })).toThrow(/sha/);
  });

  it('makes ids of 10 base-36 characters, different each time', () => {
    const a = newDeployId();
    expect(a).toMatch(/^[0-9a-z]{10}$/);
    expect(newDeployId()).not.toBe(a);
    expect(newDeployId(() => new Uint8Array(10).fill(35))).toBe('zzzzzzzzzz');
  });

  it('matches a shortened manifest hash against the full one', () => {
    const full = 'ABCDEF0123456789'.toLowerCase() + 'f'.repeat(48);
    expect(sameManifestHash('abcdef0123456789', full)).toBe(true);
    expect(sameManifestHash('abcdef0123456780', full)).toBe(false);
    expect(sameManifestHash('abc', full)).toBe(false);
    expect(sameManifestHash(undefined, full)).toBe(false);
  });
});
