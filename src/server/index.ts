/**
 * `sitepub/server`: the reference server for code that embeds it. `startServer` is what `sitepub serve` runs
 * (storage under a data folder, local edges, listening); `buildApp` is the Fastify instance alone, over a store
 * you open (`SqliteStore.open({ dir })`), for `app.inject` or your own listener.
 */
export { buildApp, type AppOptions, type DeployLimits } from './app.ts';
export { startServer, type RunningServer, type ServeOptions } from './main.ts';
export { SqliteStore } from '../store/sqlite/store.ts';
export type { Store } from '../store/sql/store.ts';
export { SERVER_PROFILES, type ServerProfile } from './profile/profile.ts';
