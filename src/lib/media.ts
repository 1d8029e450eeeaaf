/** Favicons and app icons: the build renders them from media-src/logo-mark.svg (src/pages/favicon.svg.ts, [icon].png.ts). */
export const icons = {
  svg: "/favicon.svg",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
  maskable512: "/icon-maskable-512.png",
} as const;
