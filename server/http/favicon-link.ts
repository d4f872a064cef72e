/**
 * The app's icon (public/favicon.svg, as index.html links it) for pages the server renders itself:
 * without it a browser asks for /favicon.ico, which does not exist, and logs a 404.
 */
export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
