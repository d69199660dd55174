/**
 * Route-schema pieces of the server's own: the NDJSON and HTML answers, and the deploy and certificate streams
 * documented as `oneOf` the event shapes of src/protocol/types.ts (OpenAPI lists a stream's lines so).
 */
import type { TSchema } from 'typebox';
import { CertEvent, DeployEvent, EncryptInfoEvent, ErrorEvent, ProgressEvent } from '../../protocol/types.ts';

/** One line of the deploy stream (`PUT /:domain`): `oneOf` the event shapes (OpenAPI lists them so). */
export const deployLineShape = {
  description: 'One line of the deploy stream: a JSON object with a `type`.',
  oneOf: DeployEvent.anyOf,
} as const;

/** One line of the managed-certificate stream (`PUT /:domain/encrypt`). */
export const encryptLineShape = {
  description: 'One line of the certificate stream: a JSON object with a `type`.',
  oneOf: [ProgressEvent, CertEvent, EncryptInfoEvent, ErrorEvent] satisfies TSchema[],
} as const;

/** A 2xx answer streamed as NDJSON: the schema is that of one line (every line is one JSON object). */
export function ndjson(description: string, line: object): object {
  return {
    description: `${description} Streamed as \`application/x-ndjson\`: one JSON object per line, each of this schema.`,
    content: { 'application/x-ndjson': { schema: line } },
  };
}

/** A 2xx answer that is an HTML page for the browser (billing links, browser login). */
export function htmlPage(description: string): object {
  return { description, content: { 'text/html': { schema: { type: 'string' } } } };
}
