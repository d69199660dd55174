/**
 * Content-addressed blobs in an S3 bucket shared by several origins (docs/scale-out.md, "S3 object store"): the
 * blob store of src/store/blobs/store.ts over the bucket (medium.ts). Keys under the URL's prefix:
 *   blobs/<sha256>              a blob with an object of its own (larger than 256 KiB, or written outside a deploy)
 *   packs/<time>-<random>.pack  a deploy's new small blobs, back to back (one per committed session)
 *   packs/<time>-<random>.idx   its index, one `<sha256> <offset> <size>` line per blob, written after the pack
 * Holds are per process; another origin's in-flight deploy is protected by time instead: garbage collection
 * removes only objects older than its grace period (1 h on the server), and `discard` removes only what its own
 * session created (content it merely found stored is left to garbage collection).
 */
import { mkdir } from 'node:fs/promises';
import { S3Client } from '@aws-sdk/client-s3';
import { locateAll } from '../blobs/reads.ts';
import { MediumBlobStore } from '../blobs/store.ts';
import type { BlobUrl, BlobUrls } from '../types.ts';
import { Bucket } from './bucket.ts';
import { parseBlobsUrl } from '../store-urls.ts';
import { clientConfig, endpointName, secretsOf } from './config.ts';
import { S3Medium, type Kind } from './medium.ts';

/** How long a presigned URL handed to an edge stays valid (an edge uses it at once). */
const URL_TTL_SEC = 15 * 60;

export interface S3BlobStoreOptions {
  /** `s3://BUCKET[/PREFIX]` */
  url: string;
  /** AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, … */
  env: NodeJS.ProcessEnv;
  /** This store's own working folder (temp files of large blobs and packs until commit). */
  tmpDir: string;
}

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

  /**
   * Opens the store at `url`: checks the URL, creates the bucket when missing, and lists the packs of every
   * origin. Rejects with an Error naming the endpoint and the bucket when S3 cannot be reached or refuses.
   */
  static async open(options: S3BlobStoreOptions): Promise<S3BlobStore> {
    const { bucket: name, prefix } = parseBlobsUrl(options.url);
    const { env } = options;
    const region = await regionOf(env);
    const client = new S3Client(clientConfig(env, region));
    const bucket = new Bucket(client, {
      endpoint: endpointName(env, region),
      bucket: name,
      secrets: secretsOf(env),
    });
    const store = new S3BlobStore(new S3Medium(bucket, prefix && `${prefix}/`, options.tmpDir));
    try {
      await mkdir(options.tmpDir, { recursive: true });
      await bucket.ensure();
      await store.medium.packs.refresh(true);
    } catch (err) {
      client.destroy();
      throw err;
    }
    return store;
  }

  /** Closes the S3 client's connections. */
  close(): void {
    this.bucket.client.destroy();
  }

  blobKey(sha256: string): string {
    return this.medium.blobKey(sha256);
  }

  /** Presigned GET URLs valid for URL_TTL_SEC, one per object (a pack's blobs share its URL). */
  readonly urls = async (sha256s: readonly string[]): Promise<BlobUrls> => {
    const found = await locateAll(this.medium, sha256s);
    const missing = sha256s.find((sha256) => !found.has(sha256));
    if (missing !== undefined) return { ok: false, missing };
    // every object's URL signed at once, not one after another (figures: docs/bench.md, "Cluster: changes")
    const paths = [...new Set([...found.values()].map((at) => at.path))];
    const signed = await Promise.all(paths.map((path) => this.bucket.presignGet(path, URL_TTL_SEC)));
    const url = new Map(paths.map((path, i) => [path, signed[i]!]));
    const urls: BlobUrl[] = sha256s.map((sha256) => {
      const at = found.get(sha256)!;
      return { sha256, url: url.get(at.path)!, offset: at.offset, size: at.size };
    });
    return { ok: true, urls };
  };
}
