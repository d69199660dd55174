/** Route-schema pieces shared by route files, and the instance type route plugins take. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySerializerCompiler,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../protocol/types.ts';

/**
 * The instance a route plugin is given: Fastify with the TypeBox type provider, so each handler's
 * `request.params`, `request.query` and `request.body` are typed from the route's schemas (src/protocol/).
 */
export type Routes = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Error responses every authenticated route can give. */
export const errorResponses = {
  '4xx': ErrorBody,
  '5xx': ErrorBody,
} as const;

/**
 * Route option of routes whose response schemas document open answers (schemas/shapes.ts): the answer is
 * serialised as the route returns it (JSON.stringify), so documenting a shape never drops, reorders or coerces
 * a property (a response schema otherwise drives Fastify's serializer, and the surge profile reshapes these
 * answers before they are serialised). test/server/openapi.test.ts checks real answers against the schemas.
 */
export const asReturned: { serializerCompiler: FastifySerializerCompiler<unknown> } = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
