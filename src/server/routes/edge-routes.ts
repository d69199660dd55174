/** The edge-related route plugins (H3's area), registered by app.ts as one entry. */
import type { Routes } from '../schemas/common.ts';
import { analyticsRoutes } from './analytics.ts';
import { auditRoutes } from './audit.ts';
import { cacheRoutes } from './cache.ts';
import { edgeInternalRoutes } from './edge-internal.ts';

export async function edgeRoutes(app: Routes): Promise<void> {
  await app.register(edgeInternalRoutes);
  await app.register(cacheRoutes);
  await app.register(auditRoutes);
  await app.register(analyticsRoutes);
}
