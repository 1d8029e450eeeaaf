import type { PictureSources } from "../lib/assets/pictures";

type ResponsiveImageProps = {
  picture: PictureSources;
  /** The CSS sizes attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Empty for a decorative picture; the picture's own alt text otherwise. */
  alt?: string;
  /** The page's LCP image: fetched first, never lazy. */
  priority?: boolean;
  /** Fetched only as it nears the screen; the default unless `priority`. */
  lazy?: boolean;
  className?: string;
};

/** AVIF where supported, then WebP, at the widths the layout uses (src/lib/assets/pictures.ts). */
export function ResponsiveImage({
  picture,
  sizes,
  alt = picture.alt,
  priority = false,
  lazy = !priority,
  className,
}: ResponsiveImageProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source
          key={`${source.media ?? ""}${source.type}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={lazy ? "lazy" : "eager"}
        fetchPriority={priority ? "high" : "auto"}
        // Off the main thread, even for the hero: the first paint does not wait for it.
        decoding="async"
        className={className}
      />
    </picture>
  );
}
