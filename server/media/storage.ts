// Where uploaded media live: avatars, product and category images. On disk under DATA_DIR/media by
// default, served by the API at /media/; an object store (S3 and friends) plugs in behind the same calls.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface MediaStorage {
  /** Stores `data` under `key` (a relative path such as avatars/abc.webp); readers never see half a file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Whether `key` is stored (with some content). */
  has(key: string): Promise<boolean>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of `key`. */
  url(key: string): string;
  /**
   * What a database row stores to name `key`: a path under /media/ for files the API serves itself (so
   * the row is right at whatever origin the API is published), an absolute URL for an object store.
   */
  ref(key: string): string;
  /** The key behind a stored `ref`, when this storage made it; null for anything else. */
  keyOf(ref: string): string | null;
}

const KEY_RE = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

export const isMediaKey = (key: string): boolean => KEY_RE.test(key) && !key.includes('..');

export function diskStorage(root: string, publicBase: string): MediaStorage {
  const base = resolve(root);
  const publicUrl = publicBase.replace(/\/+$/, '');
  // The path the API serves the folder at (/media), whatever origin it is reached by.
  const servedAt = new URL(publicUrl).pathname.replace(/\/+$/, '');
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    if (!isMediaKey(key) || !path.startsWith(base + sep)) throw new Error(`Invalid media key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async has(key) {
      try {
        return (await stat(pathOf(key))).size > 0;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${publicUrl}/${key}`,
    ref: (key) => `${servedAt}/${key}`,
    keyOf(ref) {
      const prefix = [`${servedAt}/`, `${publicUrl}/`].find((start) => ref.startsWith(start));
      const key = prefix ? ref.slice(prefix.length) : null;
      return key && isMediaKey(key) ? key : null;
    },
  };
}
