// The media storage the configuration names (decision 144): the local folder, or an S3-compatible bucket.
import { resolve } from 'node:path';
import { s3Storage } from './s3-storage.ts';
import { diskStorage, type MediaStorage } from './storage.ts';

export function mediaStorageFor(config: {
  MEDIA_STORAGE: 'disk' | 's3';
  DATA_DIR: string;
  publicApiOrigin: string;
  MEDIA_PUBLIC_URL?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): MediaStorage {
  if (config.MEDIA_STORAGE === 'disk')
    // Served by the API at /media/, and public there or where MEDIA_PUBLIC_URL forwards it (decision 127).
    return diskStorage(
      resolve(config.DATA_DIR, 'media'),
      `${config.MEDIA_PUBLIC_URL ?? config.publicApiOrigin}/media`,
    );
  return s3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicBaseUrl: config.MEDIA_PUBLIC_URL!,
  });
}
