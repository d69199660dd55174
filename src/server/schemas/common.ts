/** JSON schemas shared by route files. */
import type { FastifySerializerCompiler } from 'fastify';
import { ErrorBody } from '../../protocol/types.ts';

/** Error responses every authenticated route can give. */
export const errorResponses = {
  '4xx': ErrorBody,
  '5xx': ErrorBody,
} as const;

export const msgSchema = {
  type: 'object',
  properties: { msg: { type: 'string' } },
  required: ['msg'],
  additionalProperties: true,
} as const;

export const domainParams = {
  type: 'object',
  properties: {
    domain: { type: 'string', maxLength: 300, description: 'the project domain, e.g. my-site.example.com' },
  },
  required: ['domain'],
} as const;

/** An open object: the shape is documented in src/protocol/types.ts. */
export const looseObject = { type: 'object', additionalProperties: true } as const;

/**
 * Route option of routes whose response schemas document open answers (schemas/shapes.ts): the answer is
 * serialised as the route returns it (JSON.stringify), so documenting a shape never drops, reorders or coerces
 * a property (a response schema otherwise drives Fastify's serializer, and the surge profile reshapes these
 * answers before they are serialised). test/server/openapi.test.ts checks real answers against the schemas.
 */
export const asReturned: { serializerCompiler: FastifySerializerCompiler<unknown> } = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/** Params of `/:domain/...` and `/:domain/rev/:rev`-style routes, with their request types. */
export const revParams = {
  type: 'object',
  properties: {
    domain: { type: 'string', maxLength: 300, description: 'the project domain' },
    rev: { type: 'string', maxLength: 300, description: 'a revision id (millisecond timestamp)' },
  },
  required: ['domain', 'rev'],
} as const;
export type DomainReq = { Params: { domain: string } };
export type RevReq = { Params: { domain: string; rev: string } };
