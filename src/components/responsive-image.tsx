import { fallbackSrc, type ImageAsset, srcSet } from "../lib/media";

type ResponsiveImageProps = {
  image: ImageAsset;
  /** The CSS sizes attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Empty for decorative images. */
  alt?: string;
  /** The page's LCP image: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
};

/** AVIF where supported, then WebP, then JPEG, at the widths the layout uses (built by scripts/build-media.ts). */
export function ResponsiveImage({ image, sizes, alt = image.alt, priority = false, className }: ResponsiveImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={fallbackSrc(image)}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        // Off the main thread, even for the hero: the first paint does not wait for it.
        decoding="async"
        className={className}
      />
    </picture>
  );
}
