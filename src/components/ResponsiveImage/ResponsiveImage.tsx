import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./ResponsiveImage.module.css";

type ResponsiveImageProps = { image: IGatsbyImageData; alt: string; sizes?: string; priority?: boolean };

/** gatsby-plugin-image's images as a plain <picture>, without the script its <GatsbyImage> ships; width and height reserve the space. */
export function ResponsiveImage({ image, alt, sizes, priority = false }: ResponsiveImageProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={styles.picture}>
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
