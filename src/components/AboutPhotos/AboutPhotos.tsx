import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage } from "../ResponsiveImage/ResponsiveImage";
import * as styles from "./AboutPhotos.module.css";

export type AboutPhoto = { key: string; image: IGatsbyImageData; alt: string; caption: string | null };

function Photo({ photo, sizes, priority }: { photo: AboutPhoto; sizes: string; priority?: boolean }) {
  return (
    <figure className={styles.photo}>
      <ResponsiveImage image={photo.image} alt={photo.alt} sizes={sizes} priority={priority} />
      {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
    </figure>
  );
}

/** An about page's first photo, beside the text and loaded first. */
export function AboutLeadPhoto({ photo }: { photo: AboutPhoto }) {
  return <Photo photo={photo} sizes="(min-width: 1200px) 30rem, (min-width: 1024px) 44rem, 100vw" priority />;
}

/** The rest of an about page's photos, as a grid after its cards; nothing when there are none. */
export function AboutGallery({ photos }: { photos: readonly AboutPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos}>
      {photos.map((photo) => (
        <li key={photo.key}>
          <Photo photo={photo} sizes="(min-width: 1024px) 20rem, 100vw" />
        </li>
      ))}
    </ul>
  );
}
