/** The brand's navy from the stylesheet (src/lib/assets/brand-colors.ts), for the build. */
import css from "../../styles/app.css?raw";
import { brandToken, cssColor } from "./brand-colors.ts";

export const themeColor = cssColor(css, brandToken);
