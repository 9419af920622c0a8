// Media in any S3-compatible object store (AWS S3, Cloudflare R2, MinIO, SeaweedFS, Garage), through
// the AWS SDK (decision 144). Objects live under `media/` in the bucket with the same keys as on disk,
// and rows keep naming them `/media/<key>`, so the same rows work with either storage; the public URL
// of a key is MEDIA_PUBLIC_URL (the bucket, or a CDN in front of it) followed by that path.
import type { S3Client } from '@aws-sdk/client-s3';
import { isMediaKey, type MediaStorage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** The store's address, for anything but AWS itself (R2, MinIO…). */
  endpoint?: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Credentials; the SDK's own chain (environment, instance role) when unset. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where `media/<key>` is public: the bucket's URL or a CDN's. */
  publicBaseUrl: string;
}

const PREFIX = 'media';

export function s3Storage(settings: S3Settings): MediaStorage {
  const publicBase = settings.publicBaseUrl.replace(/\/+$/, '');
  const objectKey = (key: string): string => {
    if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return `${PREFIX}/${key}`;
  };
  // The SDK is loaded on first use: an API that keeps its media on disk never loads it.
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        ...(settings.accessKeyId && settings.secretAccessKey
          ? {
              credentials: {
                accessKeyId: settings.accessKeyId,
                secretAccessKey: settings.secretAccessKey,
              },
            }
          : {}),
        // Checksums only where an operation requires them: several S3-compatible stores refuse the
        // SDK's newer default checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));

  return {
    async put(key, data, contentType) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          // Every upload gets a new name, and generated images never change under theirs.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async has(key) {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (error as Error).name === 'NotFound') return false;
        throw error;
      }
    },
    async delete(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    url: (key) => `${publicBase}/${PREFIX}/${key}`,
    ref: (key) => `/${PREFIX}/${key}`,
    keyOf(ref) {
      const prefix = [`/${PREFIX}/`, `${publicBase}/${PREFIX}/`].find((start) => ref.startsWith(start));
      const key = prefix ? ref.slice(prefix.length) : null;
      return key && isMediaKey(key) ? key : null;
    },
  };
}
