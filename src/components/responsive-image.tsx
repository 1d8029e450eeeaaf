import type { PictureSources } from "../lib/assets/pictures";

type ResponsiveImageProps = {
  picture: PictureSources;
  sizes: string;
  alt?: string;
  priority?: boolean;
  lazy?: boolean;
  className?: string;
};

/** AVIF, then WebP, at the layout's widths (lib/assets/pictures.ts); `priority` for the LCP image, never lazy. */
export function ResponsiveImage({
  picture,
  sizes,
  alt = picture.alt,
  priority,
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
