/**
 * Route-schema pieces of the server's own: the NDJSON and HTML answers, the deploy and certificate streams
 * (from the wire shapes of src/protocol/types.ts), and the JSON helpers of the extras' answers. Routes whose
 * answers are open objects serialise with `asReturned` (schemas/common.ts), so schemas document without filtering.
 */
import { Type, type TSchema } from 'typebox';
import {
  CertEvent,
  CertInfo,
  DeployEvent,
  ErrorEvent,
  Instance,
  ProgressEvent,
  UrlEntry,
} from '../../protocol/types.ts';

type Schema = object;
type Built = Record<string, unknown>;

/** A closed object: every property listed, all required unless named in `optional`. */
export function closed(
  properties: Record<string, Schema>,
  optional: string[] = [],
  extra: Schema = {},
): Built {
  const required = Object.keys(properties).filter((k) => !optional.includes(k));
  return { type: 'object', properties, ...requiredOf(required), additionalProperties: false, ...extra };
}

/** OpenAPI 3.0 wants `required` absent rather than empty. */
const requiredOf = (required: string[]) => (required.length > 0 ? { required } : {});

/** An object with the listed properties and possibly others (shapes that grow, e.g. plan definitions). */
export function open(
  properties: Record<string, Schema>,
  required: string[] = [],
  extra: Schema = {},
): Built {
  return { type: 'object', properties, ...requiredOf(required), additionalProperties: true, ...extra };
}

/** One line of the deploy stream (`PUT /:domain`): `oneOf` the event shapes (OpenAPI lists them so). */
export const deployLineShape = {
  description: 'One line of the deploy stream: a JSON object with a `type`.',
  oneOf: DeployEvent.anyOf,
} as const;

/** One line of the managed-certificate stream (`PUT /:domain/encrypt`). */
export const encryptLineShape = {
  description: 'One line of the certificate stream: a JSON object with a `type`.',
  oneOf: [
    ProgressEvent,
    CertEvent,
    Type.Object(
      {
        type: Type.Literal('info'),
        domain: Type.String(),
        issued: Type.Boolean({
          description: 'a certificate was issued now (false: an existing one is valid)',
        }),
        certs: Type.Array(CertInfo),
        urls: Type.Array(UrlEntry),
        instances: Type.Array(Instance),
      },
      { additionalProperties: true },
    ),
    ErrorEvent,
  ] satisfies TSchema[],
} as const;

/** A 2xx answer streamed as NDJSON: the schema is that of one line (every line is one JSON object). */
export function ndjson(description: string, line: Schema): Schema {
  return {
    description: `${description} Streamed as \`application/x-ndjson\`: one JSON object per line, each of this schema.`,
    content: { 'application/x-ndjson': { schema: line } },
  };
}

/** A 2xx answer that is an HTML page for the browser (billing links, browser login). */
export function htmlPage(description: string): Schema {
  return { description, content: { 'text/html': { schema: { type: 'string' } } } };
}
