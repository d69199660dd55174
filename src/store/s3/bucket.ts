/**
 * The few S3 calls the blob store makes, each turned into what the store needs (null for a missing object,
 * 'exists' for a refused conditional create) and every other failure into an Error naming the endpoint and the
 * bucket and what to check (errors.ts).
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
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
import { isAlreadyThere, isNotFound, s3Error, statusOf, type Where } from './errors.ts';
import { presignGet, type PresignTarget } from './presign.ts';

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: number;
}

export class Bucket {
  readonly client: S3Client;
  readonly where: Where;
  readonly name: string;
  readonly #target: PresignTarget;

  constructor(client: S3Client, where: Where, target: Omit<PresignTarget, 'bucket'>) {
    this.client = client;
    this.where = where;
    this.name = where.bucket;
    this.#target = { ...target, bucket: where.bucket };
  }

  #fail(err: unknown, what: string): Error {
    return s3Error(err, what, this.where);
  }

  /** Creates the bucket when it is missing. */
  async ensure(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.name }));
      return;
    } catch (err) {
      if (!isNotFound(err)) throw this.#fail(err, 'checking the bucket');
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.name }));
    } catch (err) {
      const name = (err as { name?: string }).name;
      // another origin created it meanwhile
      if (name === 'BucketAlreadyOwnedByYou' || (statusOf(err) === 409 && name !== 'BucketAlreadyExists'))
        return;
      throw this.#fail(err, 'creating the bucket');
    }
  }

  /** An object's size and time, or null when there is none. */
  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.name, Key: key }));
      return { key, size: out.ContentLength ?? 0, lastModified: out.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw this.#fail(err, `reading ${key}`);
    }
  }

  /** An object's bytes (`size` bytes from `offset` when given), or null when there is none. */
  async get(key: string, range?: { offset: number; size: number }): Promise<Readable | null> {
    if (range?.size === 0) return Readable.from([]);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.name,
          Key: key,
          ...(range ? { Range: `bytes=${range.offset}-${range.offset + range.size - 1}` } : {}),
        }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('the answer has no body stream');
      return out.Body;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw this.#fail(err, `reading ${key}`);
    }
  }

  /** An object's whole bytes, or null when there is none. */
  async getBytes(key: string, range?: { offset: number; size: number }): Promise<Buffer | null> {
    const body = await this.get(key, range);
    if (!body) return null;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of body) chunks.push(chunk as Buffer);
    } catch (err) {
      throw this.#fail(err, `reading ${key}`);
    }
    return Buffer.concat(chunks);
  }

  /**
   * Creates an object unless one exists under `key` (`If-None-Match: *`): 'exists' when the server refused
   * because it does (content-addressed: the same bytes), 'created' otherwise. `md5` (base64) lets the server
   * check the bytes it received.
   */
  async create(
    key: string,
    body: { file: string; size: number } | Buffer | string,
    md5?: string,
  ): Promise<'created' | 'exists'> {
    const isFile = typeof body === 'object' && !Buffer.isBuffer(body);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.name,
          Key: key,
          Body: isFile ? createReadStream(body.file) : body,
          ContentLength: isFile ? body.size : Buffer.byteLength(body),
          IfNoneMatch: '*',
          ...(md5 ? { ContentMD5: md5 } : {}),
        }),
      );
      return 'created';
    } catch (err) {
      if (isAlreadyThere(err)) return 'exists';
      throw this.#fail(err, `writing ${key}`);
    }
  }

  /** A GET URL of `key` that needs no credentials, valid for `expiresSec` (presign.ts). */
  async presignGet(key: string, expiresSec: number): Promise<string> {
    let creds;
    try {
      creds = await this.client.config.credentials();
    } catch (err) {
      throw this.#fail(err, `signing a URL of ${key}`);
    }
    return presignGet(this.#target, creds, key, expiresSec);
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.name, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw this.#fail(err, `deleting ${key}`);
    }
  }

  /** The objects under `prefix` in key order, after `startAfter` when given (ListObjectsV2, page by page). */
  async *list(prefix: string, startAfter?: string): AsyncGenerator<ObjectInfo> {
    let token: string | undefined;
    do {
      let out;
      try {
        out = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.name,
            Prefix: prefix,
            ...(token ? { ContinuationToken: token } : startAfter ? { StartAfter: startAfter } : {}),
          }),
        );
      } catch (err) {
        throw this.#fail(err, `listing ${prefix}`);
      }
      for (const o of out.Contents ?? [])
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified?.getTime() ?? 0 };
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }
}
