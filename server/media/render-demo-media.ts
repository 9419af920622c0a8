// Renders the demo catalogue's images in a process of its own, which the API starts on a first start
// (server/main.ts, through ensureCatalogueMediaApart) and which exits when they are written: the image
// library's buffers and threads go with it, instead of staying in the API's resident memory for good
// (decision 133). Same configuration as the API (the environment), so the
// same media storage: the local folder or the bucket.
//
// Prints one JSON object per line: `{"msg": …}` for progress, then `{"result": …}`.
import { catalogue } from '../../demo/catalogue.ts';
import { loadConfig } from '../env.ts';
import { ensureCatalogueMedia } from './generate.ts';
import { mediaStorageFor } from './storage-from-config.ts';

const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
try {
  const result = await ensureCatalogueMedia(mediaStorageFor(loadConfig()), catalogue, (msg) => say({ msg }));
  // Exits once the line is out, whatever the storage's client still holds open (a bucket's sockets).
  process.stdout.write(`${JSON.stringify({ result })}\n`, () => process.exit(0));
} catch (error) {
  // The message only: the API that started this process logs that its start failed.
  console.error(`Cannot render the demo images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
