/**
 * The files scripts/build-media.ts writes from media-src/ for every page: the favicons and app
 * icons. The pictures and the hero video are the owner's content (src/content/, src/assets/,
 * public/videos/), not listed here.
 */

/** Favicons and app icons, written to the site root from media-src/logo-mark.svg. */
export const icons = {
  svg: "/favicon.svg",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
  maskable512: "/icon-maskable-512.png",
} as const;

/**
 * The sample hero loop scripts/make-hero-video.ts draws from media-src/hero.svg into
 * public/videos/ (1280x720, 8 seconds). Its first frame is the sample hero still, so the still
 * works as the poster and the cross-fade to the video is invisible.
 */
export const sampleHeroVideo = {
  source: "hero.svg",
  file: "public/videos/sample-hero-loop.mp4",
  width: 1280,
  height: 720,
  durationSeconds: 8,
} as const;
