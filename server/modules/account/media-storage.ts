// Where uploaded media (avatars) live. On disk under DATA_DIR/media by default, served by the API at
// /media/; an object store (S3 and friends) plugs in behind the same three calls.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface MediaStorage {
  /** Stores `data` under `key` (a relative path such as avatars/abc.webp); readers never see half a file. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of `key`. */
  url(key: string): string;
}

const KEY_RE = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

export function diskStorage(root: string, publicBase: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    if (!KEY_RE.test(key) || key.includes('..') || !path.startsWith(base + sep))
      throw new Error(`Invalid media key: ${key}`);
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
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${publicBase.replace(/\/+$/, '')}/${key}`,
  };
}
