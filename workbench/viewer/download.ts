/** Saves text as a file of the browser's downloads; nothing leaves the browser. */
export function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A path file's name, stamped with the moment it was saved. */
export const stampedFileName = (prefix: string) =>
  `${prefix}-${new Date().toISOString().replace(/[:.]/g, "-")}.path.json`;
