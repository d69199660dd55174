/**
 * Where an S3 blob store is (src/store/store-urls.ts, src/store/s3/config.ts): `s3://BUCKET[/PREFIX]` parsed with
 * an error that names the bad part and the expected form, the endpoint and credentials from the SDK's standard
 * variables, path-style addressing with a custom endpoint, and no secret in any message.
 */
import { describe, expect, it } from 'vitest';
import { clientConfig, endpointOf } from '../../src/store/s3/config.ts';
import { parseBlobsUrl } from '../../src/store/store-urls.ts';
import { redact, s3Error } from '../../src/store/errors.ts';

describe('s3:// URLs', () => {
  it('parses the bucket and an optional prefix', () => {
    expect(parseBlobsUrl('s3://sitepub-blobs')).toMatchObject({ bucket: 'sitepub-blobs', prefix: '' });
    expect(parseBlobsUrl('s3://sitepub-blobs/')).toMatchObject({ bucket: 'sitepub-blobs', prefix: '' });
    expect(parseBlobsUrl('s3://shared.bucket/team/sitepub/')).toMatchObject({
      bucket: 'shared.bucket',
      prefix: 'team/sitepub',
    });
  });

  it.each([
    ['https://bucket/x', /has the scheme "https:", not "s3:"/],
    ['s3://', /"" is not a bucket name/],
    ['s3://Bad_Bucket', /"Bad_Bucket" is not a bucket name/],
    ['s3://ab', /"ab" is not a bucket name/],
    ['s3://10.0.0.1', /"10.0.0.1" is not a bucket name/],
    ['s3://bucket:9000/x', /a port does not belong in the URL \(set the endpoint with AWS_ENDPOINT_URL_S3\)/],
    ['s3://bucket/a b', /prefix part "a b" may hold only/],
    ['s3://bucket/x?versioning', /a query or fragment is not allowed/],
    ['bucket', /not a URL/],
  ])('%s is refused with what is wrong and the expected form', (url, why) => {
    expect(() => parseBlobsUrl(url)).toThrow(why);
    expect(() => parseBlobsUrl(url)).toThrow(/expected s3:\/\/BUCKET\[\/PREFIX\]/);
  });

  it('refuses credentials in the URL without repeating them', () => {
    let message = '';
    try {
      parseBlobsUrl('s3://AKIAKEY:topsecret@bucket/x');
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/credentials do not belong in the URL/);
    expect(message).not.toMatch(/topsecret|AKIAKEY/);
  });
});

describe('the S3 client settings', () => {
  it('take the endpoint from AWS_ENDPOINT_URL_S3, else AWS_ENDPOINT_URL, with path-style addressing', () => {
    expect(endpointOf({ AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:7480', AWS_ENDPOINT_URL: 'http://x' })).toBe(
      'http://127.0.0.1:7480',
    );
    expect(endpointOf({ AWS_ENDPOINT_URL: 'http://127.0.0.1:9000' })).toBe('http://127.0.0.1:9000');
    expect(endpointOf({})).toBeUndefined();
    const custom = clientConfig({ AWS_ENDPOINT_URL: 'http://127.0.0.1:9000' }, 'eu-west-1');
    expect(custom).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      region: 'eu-west-1',
    });
    expect(clientConfig({}, 'us-east-1').forcePathStyle).toBeUndefined();
    expect(() => endpointOf({ AWS_ENDPOINT_URL_S3: 'not a url' })).toThrow(/is not a URL/);
    expect(() => endpointOf({ AWS_ENDPOINT_URL_S3: 'http://u:secretpw@host' })).toThrow(
      /must not hold credentials/,
    );
  });

  it("use the variables' credentials when both are set, else leave them to the SDK chain", () => {
    const set = clientConfig({ AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' }, 'us-east-1');
    expect(set.credentials).toEqual({ accessKeyId: 'id', secretAccessKey: 'secret' });
    expect(clientConfig({ AWS_ACCESS_KEY_ID: 'id' }, 'us-east-1').credentials).toBeUndefined();
    expect(set).toMatchObject({
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });

  it('errors mask every secret of the environment', () => {
    expect(redact('key AKIA1234 and s3cr3tvalue', ['s3cr3tvalue', 'AKIA1234'])).toBe('key *** and ***');
    const err = s3Error(
      { name: 'InternalError', message: 'failed for s3cr3tvalue', $metadata: { httpStatusCode: 500 } },
      'reading blobs/x',
      { endpoint: 'http://h', bucket: 'b', secrets: ['s3cr3tvalue'] },
    );
    expect(err.message).toBe(
      'S3 object store http://h, bucket b: reading blobs/x failed: InternalError (HTTP 500): failed for ***',
    );
  });
});
