import { describe, expect, it } from 'vitest';
import { serverCommandOf } from '../../src/cli/server-argv.ts';

describe('serverCommandOf: which server command the bin is asked to run (it checks the node for it first)', () => {
  it('finds serve and edge after global options and their values', () => {
    expect(serverCommandOf(['serve', '--port', '0'])).toBe('serve');
    expect(serverCommandOf(['--endpoint', 'http://x', 'edge', '--origin', 'http://o'])).toBe('edge');
    expect(serverCommandOf(['-e', 'serve', 'deploy', '.'])).toBeNull(); // `serve` is -e's value here
    expect(serverCommandOf(['--json', 'serve'])).toBe('serve');
  });
  it('is null for client commands, none, or after --', () => {
    expect(serverCommandOf(['deploy', 'serve'])).toBeNull();
    expect(serverCommandOf([])).toBeNull();
    expect(serverCommandOf(['--', 'serve'])).toBeNull();
  });
});
