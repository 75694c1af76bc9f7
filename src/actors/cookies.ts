/** Writes a first-party cookie the browser app owns (readable by the app, so not HttpOnly). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we serve; the value is encoded.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
