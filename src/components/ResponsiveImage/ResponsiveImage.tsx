import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./ResponsiveImage.module.css";

export interface ResponsiveImageProps {
  /** gatsbyImageData from gatsby-transformer-sharp: AVIF, WebP and JPEG at several widths. */
  image: IGatsbyImageData;
  alt: string;
  /** Which width the image takes at each screen size, so the browser picks the smallest file that fits. */
  sizes?: string;
  /** Images in the first screenful load at once and first; the rest wait until scrolled near. */
  priority?: boolean;
  className?: string;
}

/**
 * The images gatsby-plugin-image makes at build time, as a plain <picture>, without the plugin's own
 * <GatsbyImage>, which ships its component, a lazy-hydration layer and react-dom/server to the page
 * (its head style and loader script are dropped in gatsby-ssr.tsx); width and height on the <img>
 * still reserve the space, so nothing shifts.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={className ? `${styles.picture} ${className}` : styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        className={styles.image}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        // React 18 warns on the camelCase property; the lower-case attribute reaches the HTML as is.
        {...{ fetchpriority: priority ? "high" : "auto" }}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  );
}
