/** Saves a Blob under a file name through a temporary link (client only). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The letter as a UTF-8 text file. */
export function textFileBlob(text: string): Blob {
  return new Blob([text], { type: "text/plain;charset=utf-8" });
}
