/**
 * Type-level checks of `sitepub/client`'s public surface (checked by `tsc -p tsconfig.json`; the runtime part
 * is trivial): narrowing on `type`, and the wire types the functions mention, importable from the entry point.
 */
import { Readable } from 'node:stream';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  Client,
  CutoverResult,
  DeployEvent,
  DeployOptions,
  InfoEvent,
  Manifest,
  Metadata,
  ProgressEvent,
  RevisionEntry,
  RollbackResult,
  StreamEvent,
  UnknownEvent,
} from '../../src/client/index.ts';

describe('client types', () => {
  it('narrow a StreamEvent on its type alone', () => {
    const check = (event: StreamEvent): void => {
      switch (event.type) {
        case 'progress':
          expectTypeOf(event).toEqualTypeOf<ProgressEvent>();
          expectTypeOf(event.written).toEqualTypeOf<number>();
          break;
        case 'info':
          expectTypeOf(event).toEqualTypeOf<InfoEvent>();
          break;
        case 'unknown':
          expectTypeOf(event).toEqualTypeOf<UnknownEvent>();
          expectTypeOf(event.event.type).toEqualTypeOf<string>();
          break;
        default:
          expectTypeOf(event).toExtend<DeployEvent>();
      }
    };
    check({ type: 'unknown', event: { type: 'future' } });
  });

  it('require fileCount and projectSize for a stream source, not for a folder', () => {
    const options = (o: DeployOptions): DeployOptions => o;
    options({ domain: 'a.example.com', source: './dist' });
    options({ domain: 'a.example.com', source: Readable.from([]), fileCount: 1, projectSize: 1 });
    // @ts-expect-error a stream without its counts
    options({ domain: 'a.example.com', source: Readable.from([]) });
  });

  it('name the wire types the functions take and return', () => {
    expectTypeOf<Awaited<ReturnType<Client['revisions']>>>().toEqualTypeOf<RevisionEntry[]>();
    expectTypeOf<Awaited<ReturnType<Client['manifest']>>>().toEqualTypeOf<Manifest>();
    expectTypeOf<Awaited<ReturnType<Client['metadata']>>>().toEqualTypeOf<Metadata>();
    expectTypeOf<Awaited<ReturnType<Client['rollback']>>>().toEqualTypeOf<RollbackResult>();
    expectTypeOf<Awaited<ReturnType<Client['cutover']>>>().toEqualTypeOf<CutoverResult>();
    expectTypeOf<
      Parameters<NonNullable<Parameters<Client['deploy']>[0]['onEvent']>>[0]
    >().toEqualTypeOf<StreamEvent>();
  });
});
