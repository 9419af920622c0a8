// A zip written as it is read (decision 198): each entry's text is deflated as it arrives and the zip's
// bytes are handed on at once, so a file of any size passes through in pieces. fflate's streaming
// `Zip` does the format; the consumer's pace (a Readable over this generator) decides when the next
// piece of text is asked for.
import { Zip, ZipDeflate } from 'fflate';

export interface ZipEntry {
  name: string;
  content: () => AsyncIterable<string>;
}

/** The zip of `entries`, in their order, as chunks of bytes. */
export async function* zipEntries(entries: readonly ZipEntry[], mtime: Date): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const encoder = new TextEncoder();
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  for (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    for await (const text of entry.content()) {
      file.push(encoder.encode(text));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
