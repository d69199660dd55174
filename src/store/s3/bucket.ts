/**
 * The few S3 calls the blob store makes, each answering what the store needs (null for a missing object, 'exists'
 * for a refused conditional create); any other failure is a StoreError naming what to check (errors.ts).
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isAlreadyThere, isNotFound, s3Error, statusOf, type Where } from '../errors.ts';

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: number;
}

export class Bucket {
  readonly client: S3Client;
  readonly where: Where;
  readonly name: string;

  constructor(client: S3Client, where: Where) {
    this.client = client;
    this.where = where;
    this.name = where.bucket;
  }

  /** Runs an S3 call: a failure `accept` takes gives its value, any other is a StoreError saying `what` failed. */
  async #call<T, A = never>(
    what: string,
    run: () => Promise<T>,
    accept?: (err: unknown) => A | undefined,
  ): Promise<T | A> {
    try {
      return await run();
    } catch (err) {
      const accepted = accept?.(err);
      if (accepted !== undefined) return accepted;
      throw s3Error(err, what, this.where);
    }
  }

  async ensure(): Promise<void> {
    const Bucket = this.name;
    const missing = await this.#call(
      'checking the bucket',
      async () => (await this.client.send(new HeadBucketCommand({ Bucket })), false),
      (err) => isNotFound(err) || undefined,
    );
    if (!missing) return;
    await this.#call(
      'creating the bucket',
      async () => void (await this.client.send(new CreateBucketCommand({ Bucket }))),
      (err) => {
        const name = (err as { name?: string }).name;
        // another origin created it meanwhile
        const raced =
          name === 'BucketAlreadyOwnedByYou' || (statusOf(err) === 409 && name !== 'BucketAlreadyExists');
        return raced ? null : undefined;
      },
    );
  }

  head(key: string): Promise<ObjectInfo | null> {
    return this.#call(
      `reading ${key}`,
      async () => {
        const out = await this.client.send(new HeadObjectCommand({ Bucket: this.name, Key: key }));
        return { key, size: out.ContentLength ?? 0, lastModified: out.LastModified?.getTime() ?? 0 };
      },
      nullIfMissing,
    );
  }

  async get(key: string, range?: { offset: number; size: number }): Promise<Readable | null> {
    if (range?.size === 0) return Readable.from([]);
    const Range = range && `bytes=${range.offset}-${range.offset + range.size - 1}`;
    return this.#call(
      `reading ${key}`,
      async () => {
        const out = await this.client.send(new GetObjectCommand({ Bucket: this.name, Key: key, Range }));
        if (!(out.Body instanceof Readable)) throw new Error('the answer has no body stream');
        return out.Body;
      },
      nullIfMissing,
    );
  }

  async text(key: string): Promise<string | null> {
    const body = await this.get(key);
    return body && this.#call(`reading ${key}`, () => text(body));
  }

  /** Creates an object unless one exists under `key` (`If-None-Match: *`); `md5` (base64) is checked by the server. */
  create(
    key: string,
    body: { file: string; size: number } | Buffer | string,
    md5?: string,
  ): Promise<'created' | 'exists'> {
    const isFile = typeof body === 'object' && !Buffer.isBuffer(body);
    const put = new PutObjectCommand({
      Bucket: this.name,
      Key: key,
      Body: isFile ? createReadStream(body.file, { highWaterMark: FILE_BODY_CHUNK }) : body,
      ContentLength: isFile ? body.size : Buffer.byteLength(body),
      IfNoneMatch: '*',
      ContentMD5: md5,
    });
    return this.#call(
      `writing ${key}`,
      async () => (await this.client.send(put), 'created' as const),
      (err) => (isAlreadyThere(err) ? ('exists' as const) : undefined),
    );
  }

  /** A GET URL needing no credentials (SigV4 in the query: only `host` signed, so the reader may send any `Range`). */
  presignGet(key: string, expiresSec: number): Promise<string> {
    const get = new GetObjectCommand({ Bucket: this.name, Key: key });
    return this.#call(`signing a URL of ${key}`, () =>
      getSignedUrl(this.client, get, { expiresIn: expiresSec }),
    );
  }

  async delete(key: string): Promise<void> {
    const del = new DeleteObjectCommand({ Bucket: this.name, Key: key });
    await this.#call(`deleting ${key}`, () => this.client.send(del), nullIfMissing);
  }

  /** The objects under `prefix` in key order, after `startAfter` when given. */
  async *list(prefix: string, startAfter?: string): AsyncGenerator<ObjectInfo> {
    let token: string | undefined;
    do {
      const page = {
        Bucket: this.name,
        Prefix: prefix,
        ...(token ? { ContinuationToken: token } : { StartAfter: startAfter }),
      };
      const out = await this.#call(`listing ${prefix}`, () =>
        this.client.send(new ListObjectsV2Command(page)),
      );
      for (const o of out.Contents ?? [])
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified?.getTime() ?? 0 };
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }
}

/** A file body is read in chunks of this much: 16× fewer reads, socket writes and buffers than the stream's
 * default 64 KiB (docs/bench.md, "Cluster: changes"). */
const FILE_BODY_CHUNK = 1024 * 1024;

const nullIfMissing = (err: unknown): null | undefined => (isNotFound(err) ? null : undefined);
