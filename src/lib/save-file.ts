// A file the API answered for a signed-in customer (a GST document, a quote's PDF), fetched with their
// token, saved as a download under `fileName`.
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has had time to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
