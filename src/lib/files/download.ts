// Saves a Blob as a file through a temporary object URL and a download link.
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the browser has taken the URL for the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
