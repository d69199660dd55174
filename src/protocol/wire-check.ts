/**
 * The check of a message between two sitepub processes (origin ↔ edge) against its schema, compiled once per
 * schema (TypeBox's compiler: a request log of many lines is checked line by line). Answers of the public API are
 * read leniently instead (src/client/normalize.ts): a surge server is not ours.
 */
import type { Static, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

const validators = new WeakMap<TSchema, Validator>();

/** `value` typed by `schema`, or an Error naming `what` and the first part that does not fit. */
export function checkWire<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = Compile(schema)));
  if (validator.Check(value)) return value as Static<T>;
  const first = validator.Errors(value)[0];
  throw new Error(`${what}: ${first ? `${first.instancePath || 'the body'} ${first.message}` : 'unusable'}`);
}
