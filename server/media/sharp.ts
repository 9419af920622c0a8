// sharp as the API uses it (decision 118). The API decodes each upload or demo drawing once and never
// asks for the same operation again, so libvips's operation cache (up to 50 MB of decoded images kept
// for reuse) buys nothing here but resident memory. Everything in the API takes sharp from here.
import sharp from 'sharp';

sharp.cache(false);

export default sharp;
export type { Metadata, Sharp } from 'sharp';
