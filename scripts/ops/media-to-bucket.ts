// Copies a local media folder (DATA_DIR/media by default) into the S3-compatible bucket the
// configuration names, under the same keys, so a shop that started on one machine can move its media
// to object storage (decision 144). Objects already in the bucket are left alone; run it again after
// an interruption and it carries on.
//
//   MEDIA_STORAGE=s3 S3_BUCKET=… MEDIA_PUBLIC_URL=… npm run media:to-bucket [-- --from <folder>]
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/env.ts';
import { mediaStorageFor } from '../../server/media/storage-from-config.ts';
import { isMediaKey, type MediaStorage } from '../../server/media/storage.ts';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export interface CopyOutcome {
  copied: number;
  present: number;
  /** Files that are not media (temporary files, other types), left where they are. */
  skipped: string[];
}

export async function copyMediaToBucket(
  folder: string,
  storage: MediaStorage,
  log: (line: string) => void = () => {},
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, present: 0, skipped: [] };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const key = relative(folder, file).split(sep).join('/');
    const type = TYPES[extname(key).toLowerCase()];
    if (!type || !isMediaKey(key)) {
      outcome.skipped.push(key);
      continue;
    }
    if (await storage.has(key)) {
      outcome.present++;
      continue;
    }
    await storage.put(key, await readFile(file), type);
    outcome.copied++;
    if (outcome.copied % 250 === 0) log(`${outcome.copied} copied…`);
  }
  return outcome;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const config = loadConfig();
  if (config.MEDIA_STORAGE !== 's3') {
    console.error(
      'Set MEDIA_STORAGE=s3 with S3_BUCKET and MEDIA_PUBLIC_URL (see README) to copy media to a bucket.',
    );
    process.exit(1);
  }
  const folder = resolve(values.from ?? resolve(config.DATA_DIR, 'media'));
  const started = Date.now();
  const outcome = await copyMediaToBucket(folder, mediaStorageFor(config), (line) => console.log(line));
  console.log(
    `Copied ${outcome.copied} files from ${folder} to s3://${config.S3_BUCKET}/media/ in ${Date.now() - started} ms; ` +
      `${outcome.present} were there already; ${outcome.skipped.length} not media, left alone.`,
  );
}
