/** The parts of subset-font and fontverter that scripts/lib/web-fonts.ts and its test use (neither ships types). */
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      variationAxes?: Record<string, Axis>;
      keepFeatures?: string[];
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}

/** Converts between WOFF2, WOFF and SFNT. */
declare module "fontverter" {
  export function convert(font: Uint8Array, to: "truetype" | "sfnt" | "woff" | "woff2"): Promise<Buffer>;
}
