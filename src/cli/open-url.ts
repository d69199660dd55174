/**
 * Best-effort "open this URL in a browser" for browser login and `mfa`, as the official CLI does: only on an
 * interactive terminal, never in CI, never over SSH without a display. The URL is always printed as well, so a
 * failed or skipped open costs nothing.
 */
import { spawn } from 'node:child_process';
import type { Io } from './io.ts';

/** The command that opens a URL here, or null when opening is not appropriate. Pure. */
export function browserOpener(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  interactive: boolean,
): string | null {
  if (!interactive || env.CI === 'true' || env.CI === '1') return null;
  if (env.BROWSER) return env.BROWSER === 'none' ? null : env.BROWSER;
  if (platform === 'darwin') return 'open';
  if (platform === 'win32') return 'explorer';
  // Linux and the BSDs: xdg-open needs a graphical session (not plain SSH).
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  return 'xdg-open';
}

/** Tries to open `url`; returns whether an opener was started (its failure is ignored). */
export function openUrl(io: Io, url: string, allowed: boolean): boolean {
  const interactive = allowed && io.stdin.isTTY === true && io.stderr.isTTY === true;
  const opener = browserOpener(process.platform, io.env, interactive);
  if (!opener) return false;
  try {
    const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}
