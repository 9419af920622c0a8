// Renders the catalogue's illustrations to WebP images in the media storage (the local folder or a
// bucket). Images already there are left alone, so a restart costs only a few existence checks; a fresh
// install renders everything once.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import sharp from './sharp.ts';
import {
  categoryImagePath,
  productImagePath,
  type ImageView,
  type SeedCatalogue,
  type SeedIllustration,
} from '../../demo/types.ts';
import { categorySvg, productSvg } from '../../demo/illustrate.ts';
import type { MediaStorage } from './storage.ts';

export const IMAGE_SIZE = 800;
export const THUMB_SIZE = 400;

// Quality 75 is the WebP encoder's own default; effort 4 is sharp's. Against quality 82 at effort 2
// the demo's images are markedly smaller for encodes twice as slow (decision 135 has the figures).
export const WEBP = { quality: 75, effort: 4 } as const;

/** One drawing, written out at one or more sizes. */
interface Job {
  svg: () => string;
  outputs: { key: string; size: number }[];
}

/** The storage key of a public `/media/...` URL path. */
function keyFor(urlPath: string): string {
  const prefix = '/media/';
  if (!urlPath.startsWith(prefix)) throw new Error(`Unexpected media path ${urlPath}`);
  return urlPath.slice(prefix.length);
}

/** Rasterises the drawing once and encodes each missing size from that one bitmap. */
async function render(storage: MediaStorage, job: Job, missing: Job['outputs']): Promise<void> {
  const { data, info } = await sharp(Buffer.from(job.svg())).raw().toBuffer({ resolveWithObject: true });
  for (const output of missing) {
    let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (output.size !== info.width) image = image.resize(output.size, output.size);
    // Storage writes are atomic: readers never see half an image.
    await storage.put(output.key, await image.webp(WEBP).toBuffer(), 'image/webp');
  }
}

function productJobs(slug: string, illustration: SeedIllustration, views: ImageView[]): Job[] {
  return views.map((view, index) => ({
    svg: () => productSvg(illustration, view, IMAGE_SIZE),
    outputs: [
      { key: keyFor(productImagePath(slug, index + 1)), size: IMAGE_SIZE },
      { key: keyFor(productImagePath(slug, index + 1, true)), size: THUMB_SIZE },
    ],
  }));
}

/** How many images were written and how many were there already, and how long it took. */
export interface MediaResult {
  written: number;
  skipped: number;
  ms: number;
}

/** Every image of the catalogue, by the drawing it comes from. */
function catalogueJobs(catalogue: SeedCatalogue): Job[] {
  return [
    ...catalogue.categories.map((category) => ({
      svg: () => categorySvg(category.illustration, IMAGE_SIZE),
      outputs: [{ key: keyFor(categoryImagePath(category.slug)), size: IMAGE_SIZE }],
    })),
    ...catalogue.products.flatMap((product) =>
      productJobs(
        product.slug,
        product.illustration,
        product.images.map((image) => image.view),
      ),
    ),
  ];
}

/**
 * Whether every image of the catalogue is in the storage already: a restart then starts no
 * rendering process at all (ensureCatalogueMediaApart).
 */
export async function catalogueMediaComplete(
  storage: MediaStorage,
  catalogue: SeedCatalogue,
): Promise<boolean> {
  for (const key of catalogueMediaKeys(catalogue)) if (!(await storage.has(key))) return false;
  return true;
}

/** The storage key of every image of the catalogue, the categories' first. */
export function catalogueMediaKeys(catalogue: SeedCatalogue): string[] {
  return catalogueJobs(catalogue).flatMap((job) => job.outputs.map((output) => output.key));
}

export async function ensureCatalogueMedia(
  storage: MediaStorage,
  catalogue: SeedCatalogue,
  log?: (msg: string) => void,
): Promise<MediaResult> {
  const started = performance.now();
  const jobs = catalogueJobs(catalogue);

  let written = 0;
  let skipped = 0;
  let next = 0;
  // Two to four renders at once keeps both cores busy without starving the server that is starting up.
  const workers = Math.min(4, Math.max(2, availableParallelism()));
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const missing: Job['outputs'] = [];
      for (const output of job.outputs) if (!(await storage.has(output.key))) missing.push(output);
      skipped += job.outputs.length - missing.length;
      if (missing.length === 0) continue;
      await render(storage, job, missing);
      const before = written;
      written += missing.length;
      if (log && Math.floor(written / 250) > Math.floor(before / 250))
        log(`media: ${written} images written…`);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));

  const ms = Math.round(performance.now() - started);
  log?.(`media: ${written} written, ${skipped} already present (${ms} ms)`);
  return { written, skipped, ms };
}

/**
 * ensureCatalogueMedia for the demo catalogue in a child process (render-demo-media.ts) that exits
 * when done, so that a long-running API does not keep the memory rendering took (decision 133).
 * Progress lines go to `log`; the child's errors go to this process's stderr, and a failed child is
 * a failed call.
 */
export async function ensureCatalogueMediaApart(log: (msg: string) => void): Promise<MediaResult> {
  const script = fileURLToPath(new URL('./render-demo-media.ts', import.meta.url));
  const child = spawn(process.execPath, [script], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  const outcome: { result?: MediaResult } = {};
  createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
    try {
      const message = JSON.parse(line) as { msg?: unknown; result?: MediaResult };
      if (typeof message.msg === 'string') log(message.msg);
      if (message.result) outcome.result = message.result;
    } catch {
      log(line);
    }
  });
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  if (code !== 0 || !outcome.result)
    throw new Error(`Rendering the demo images failed (${signal ?? `exit ${code}`}).`);
  return outcome.result;
}
