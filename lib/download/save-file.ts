// A file the server sends for download, saved in the browser: under the name its Content-Disposition gives,
// else the caller's. Outside lib/client on purpose: that folder goes into every signed-in page's first load
// (next.config.ts, client-core), and only the export screens save files.

/** The name the server gives the file (Content-Disposition's filename), else `fallback`. */
export const downloadName = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;

/** Saves `blob` as `name` through a temporary link; the object URL is released once the save has started. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5_000);
}
