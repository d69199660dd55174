/** Settings as readSettings returns them for a minimal input set, for the pure unit tests. */
import { readSettings, type Settings } from '../../src/action/inputs.ts';

export function settings(inputs: Record<string, string> = {}, env: Record<string, string> = {}): Settings {
  const all: Record<string, string> = { domain: 'docs.example.com', token: 'tok-123456', ...inputs };
  return readSettings({ read: (n) => all[n] ?? '', env, mask: () => {} });
}
