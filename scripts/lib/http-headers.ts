/**
 * The HTTP headers every host must send, from one source: `npm start` (scripts/serve.ts)
 * uses them, and the build writes them out for Netlify / Cloudflare Pages (_headers).
 */

/** Vite puts content-hashed files under /assets/: they never change, so caches keep them for a year. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (pathname.startsWith("/media/")) return "public, max-age=604800";
  return "public, max-age=0, must-revalidate";
}
