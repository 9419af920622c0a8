// A small S3-compatible store in memory for tests: path-style PUT, HEAD, GET and DELETE of objects, with
// the access key checked against the request's AWS4 credential (the signature itself is not checked).
// Enough for the media storage; anything else answers 501 so a test notices what it did not cover.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { s3Storage } from '../../server/media/s3-storage.ts';
import type { MediaStorage } from '../../server/media/storage.ts';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface S3Fake {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  /** Requests by method, for tests that count them. */
  requests: { method: string; key: string }[];
  close(): Promise<void>;
}

const body = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export async function startS3Fake(bucket = 'aangan-media'): Promise<S3Fake> {
  const accessKeyId = 'TESTACCESSKEY0001';
  const secretAccessKey = 'test-secret-access-key-0001';
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; key: string }[] = [];
  const xmlError = (code: string, message: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://s3.test');
      const [, inBucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const method = request.method ?? 'GET';
      requests.push({ method, key });
      const credential = /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1];
      if (credential !== accessKeyId) {
        response
          .writeHead(403, { 'content-type': 'application/xml' })
          .end(method === 'HEAD' ? undefined : xmlError('InvalidAccessKeyId', 'Unknown access key'));
        return;
      }
      if (inBucket !== bucket || !key) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(method === 'HEAD' ? undefined : xmlError('NoSuchBucket', 'No such bucket'));
        return;
      }
      if (method === 'PUT') {
        if (request.headers['content-encoding']?.includes('aws-chunked')) {
          response.writeHead(501).end(xmlError('NotImplemented', 'aws-chunked uploads'));
          return;
        }
        objects.set(key, {
          body: await body(request),
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        response.writeHead(200, { etag: '"fake"' }).end();
        return;
      }
      const found = objects.get(key);
      if (method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
        return;
      }
      if (method === 'GET' || method === 'HEAD') {
        if (!found) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(method === 'HEAD' ? undefined : xmlError('NoSuchKey', 'No such key'));
          return;
        }
        response.writeHead(200, {
          'content-type': found.contentType ?? 'application/octet-stream',
          'content-length': String(found.body.length),
        });
        response.end(method === 'HEAD' ? undefined : found.body);
        return;
      }
      response.writeHead(501).end(xmlError('NotImplemented', method));
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The API's settings for media in the fake's bucket, published at `publicUrl`. */
export const s3Env = (fake: S3Fake, publicUrl = 'https://cdn.test'): Record<string, string> => ({
  MEDIA_STORAGE: 's3',
  MEDIA_PUBLIC_URL: publicUrl,
  S3_BUCKET: fake.bucket,
  S3_REGION: 'auto',
  S3_ENDPOINT: fake.url,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: fake.accessKeyId,
  S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
});

/** The media storage in the fake's bucket, published at `publicUrl`. */
export const fakeBucketStorage = (fake: S3Fake, publicUrl = 'https://cdn.test'): MediaStorage =>
  s3Storage({
    bucket: fake.bucket,
    region: 'auto',
    endpoint: fake.url,
    forcePathStyle: true,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    publicBaseUrl: publicUrl,
  });
