/**
 * Content-addressed blobs in an S3 bucket shared by several origins: the blob store of src/store/blobs/store.ts
 * over the bucket (medium.ts). Keys, holds and garbage collection: docs/scale-out.md, "S3 object store".
 */
import { S3Client } from '@aws-sdk/client-s3';
import { locateEach } from '../blobs/reads.ts';
import { MediumBlobStore } from '../blobs/store.ts';
import type { EdgeBlobUrl } from '../../protocol/edge.ts';
import type { BlobLocation, BlobUrls } from '../types.ts';
import type { S3Options } from '../open-store.ts';
import { Bucket } from './bucket.ts';
import { parseBlobsUrl } from '../store-urls.ts';
import { clientConfig, endpointOf, secretsOf } from './config.ts';
import { S3Medium, type Kind } from './medium.ts';

/** How long a presigned URL handed to an edge stays valid (an edge uses it at once). */
const URL_TTL_SEC = 15 * 60;

/** AWS_REGION / AWS_DEFAULT_REGION, else the SDK's own chain (AWS_PROFILE, ~/.aws/config), else us-east-1. */
async function regionOf(env: NodeJS.ProcessEnv): Promise<string> {
  const named = env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim();
  if (named) return named;
  const probe = new S3Client({});
  try {
    return (await probe.config.region()) || 'us-east-1';
  } catch {
    return 'us-east-1';
  } finally {
    probe.destroy();
  }
}

export class S3BlobStore extends MediumBlobStore<Kind, S3Medium> {
  readonly bucket: Bucket;
  readonly prefix: string;

  private constructor(medium: S3Medium) {
    super(medium);
    this.bucket = medium.bucket;
    this.prefix = medium.prefix;
  }

  /** Checks the URL, creates the bucket when missing, lists the packs of every origin. */
  static async open(options: S3Options): Promise<S3BlobStore> {
    const { bucket: name, prefix } = parseBlobsUrl(options.url);
    const { env } = options;
    const region = await regionOf(env);
    const client = new S3Client(clientConfig(env, region));
    const bucket = new Bucket(client, {
      endpoint: endpointOf(env) ?? `https://s3.${region}.amazonaws.com`,
      bucket: name,
      secrets: secretsOf(env),
    });
    const store = new S3BlobStore(new S3Medium(bucket, prefix && `${prefix}/`, options.tmpDir));
    try {
      await bucket.ensure();
      await store.medium.packs.refresh(true);
    } catch (err) {
      client.destroy();
      throw err;
    }
    return store;
  }

  close(): void {
    this.bucket.client.destroy();
  }

  blobKey(sha256: string): string {
    return this.medium.blobKey(sha256);
  }

  readonly urls = async (sha256s: readonly string[]): Promise<BlobUrls> => {
    const located = await locateEach(this.medium, sha256s);
    if (!located.ok) return located;
    return { ok: true, urls: await this.#signed(sha256s, located.at) };
  };

  readonly urlsAtHand = (sha256s: readonly string[]): Promise<EdgeBlobUrl[]> => {
    const found: string[] = [];
    const at: BlobLocation[] = [];
    for (const sha256 of sha256s) {
      const where = this.medium.locateAtHand(sha256);
      if (!where) continue;
      found.push(sha256);
      at.push(where);
    }
    return this.#signed(found, at);
  };

  /** `sha256s[i]` at `at[i]`, with each object's URL, all signed at once (figures: docs/bench.md, "Cluster: changes"). */
  async #signed(sha256s: readonly string[], at: readonly BlobLocation[]): Promise<EdgeBlobUrl[]> {
    const paths = [...new Set(at.map((a) => a.path))];
    const signed = await Promise.all(paths.map((path) => this.bucket.presignGet(path, URL_TTL_SEC)));
    const url = new Map(paths.map((path, i) => [path, signed[i]!]));
    return at.map(({ path, offset, size }, i) => ({
      sha256: sha256s[i]!,
      url: url.get(path)!,
      offset,
      size,
    }));
  }
}
