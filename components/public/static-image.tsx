type StaticImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once and early (the hero's illustration). */
  priority?: boolean;
  loading?: "eager" | "lazy";
  className?: string;
};

/**
 * An image of our own (hand-optimized SVG under public/images) as a plain <img> with its size, so it never shifts the
 * layout. Not next/image: SVGs skip its optimizer anyway, and its client component would add JavaScript to every
 * public page for nothing.
 */
export function StaticImage({ src, alt, width, height, priority = false, loading, className }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: a static SVG needs no optimizer or client code
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? (priority ? "eager" : "lazy")}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
