/**
 * The design's colours are tokens in src/styles/app.css, written once there. What needs one
 * outside the stylesheet (the phone browser's bar, the web manifest, the app icons) reads it
 * from that file's text, so a changed token reaches them all.
 */

/** The token whose colour is the brand's navy: the browser's bar and the app icons' background. */
export const brandToken = "color-navy-900";

/** A colour token's value in the stylesheet's text, like "#0f2340". */
export function cssColor(css: string, token: string): string {
  const value = new RegExp(`--${token}:\\s*(#[0-9a-f]{6})\\s*;`, "i").exec(css)?.[1];
  if (!value) throw new Error(`src/styles/app.css has no colour --${token}`);
  return value;
}
