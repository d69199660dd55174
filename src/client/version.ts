/**
 * The package's version, read from package.json where the code runs from: the repository root for the sources
 * (src/client → ../../package.json) and for the tsc build (lib/client → the installed package's own
 * package.json); the ncc bundles inline it at build time (scripts/package.mjs stages a package.json with the
 * version next to the transpiled sources, and webpack keeps only that field). Sent as the `version` header on
 * deploys and in the default user agent.
 */
import pkg from '../../package.json' with { type: 'json' };

export const CLIENT_VERSION: string = pkg.version;
