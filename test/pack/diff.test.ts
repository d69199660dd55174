import { describe, expect, it } from 'vitest';
import { diffManifests } from '../../src/pack/index.ts';

describe('diffManifests', () => {
  it('lists added, changed and removed paths, sorted, comparing md5 or md5sum and size', () => {
    const local = {
      '/index.html': { size: 10, md5: 'a' },
      'about.html': { size: 5, md5: 'b' },
      '/new.html': { size: 1, md5: 'n' },
      '/same-hash-other-size.bin': { size: 2, md5: 's' },
    };
    const remote = {
      '/index.html': { size: 10, md5: 'a', md5sum: 'a' },
      '/about.html': { size: 5, md5sum: 'B' },
      '/gone.html': { size: 3, md5: 'g' },
      '/same-hash-other-size.bin': { size: 3, md5: 's' },
    };
    expect(diffManifests(local, remote)).toEqual({
      added: ['/new.html'],
      changed: ['/about.html', '/same-hash-other-size.bin'],
      removed: ['/gone.html'],
    });
  });

  it('is empty for equal manifests and all-added against an empty remote', () => {
    const m = { '/a': { size: 1, md5: 'x' } };
    expect(diffManifests(m, m)).toEqual({ added: [], changed: [], removed: [] });
    expect(diffManifests(m, {})).toEqual({ added: ['/a'], changed: [], removed: [] });
  });
});
