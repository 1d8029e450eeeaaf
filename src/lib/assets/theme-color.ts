/** The brand's navy (the phone's browser bar, the manifest, the app icons), read from its token in app.css. */
import css from "../../styles/app.css?raw";

/** A colour token's value in the stylesheet's text, like "#0f2340". */
export function cssColor(css: string, token: string) {
  const value = new RegExp(`--${token}:\\s*(#[0-9a-f]{6})\\s*;`, "i").exec(css)?.[1];
  if (!value) throw new Error(`src/styles/app.css has no colour --${token}`);
  return value;
}

export const themeColor = cssColor(css, "color-navy-900");
