/** JSON schemas shared by route files. */
export const errorBodySchema = {
  type: 'object',
  properties: {
    messages: { type: 'array', items: { type: 'string' } },
    details: { type: 'object', additionalProperties: { type: 'string' } },
    status: { type: 'integer' },
    message: { type: 'string' },
  },
  required: ['messages'],
} as const;

/** Error responses every authenticated route can give. */
export const errorResponses = {
  '4xx': errorBodySchema,
  '5xx': errorBodySchema,
} as const;

export const msgSchema = {
  type: 'object',
  properties: { msg: { type: 'string' } },
  required: ['msg'],
  additionalProperties: true,
} as const;

export const domainParams = {
  type: 'object',
  properties: { domain: { type: 'string', maxLength: 300 } },
  required: ['domain'],
} as const;

/** An open object: the shape is documented in src/protocol/types.ts. */
export const looseObject = { type: 'object', additionalProperties: true } as const;

/** Params of `/:domain/...` and `/:domain/rev/:rev`-style routes, with their request types. */
export const revParams = {
  type: 'object',
  properties: { domain: { type: 'string', maxLength: 300 }, rev: { type: 'string', maxLength: 300 } },
  required: ['domain', 'rev'],
} as const;
export type DomainReq = { Params: { domain: string } };
export type RevReq = { Params: { domain: string; rev: string } };
