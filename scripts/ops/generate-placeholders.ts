// Writes the storefront's two fallback images (/images/placeholder.jpg and placeholder-product.jpg) in the catalogue's illustration style.
// Run it again only if the illustration style changes; the JPEGs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { placeholderSvg } from '../../demo/illustrate.ts';

const SIZE = 800;
const outDir = fileURLToPath(new URL('../../public/images/', import.meta.url));

const targets = [
  { file: 'placeholder.jpg', which: 'generic' },
  { file: 'placeholder-product.jpg', which: 'product' },
] as const;

await mkdir(outDir, { recursive: true });
for (const { file, which } of targets) {
  const jpeg = await sharp(Buffer.from(placeholderSvg(which, SIZE)))
    .flatten({ background: '#f6efe3' })
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  await writeFile(join(outDir, file), jpeg);
  console.log(`public/images/${file}: ${SIZE}x${SIZE}, ${(jpeg.length / 1024).toFixed(1)} KB`);
}
