import React from "react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import * as styles from "./MapEmbed.module.css";

/** The specification's frame height for the map. */
export const MAP_HEIGHT = 400;

/** The office on a map (loaded only when scrolled near), with a plain directions link beside it. */
export function MapEmbed() {
  const { name, address, mapEmbedUrl, directionsUrl } = useSiteSettings();
  const where = `${address.streetAddress}${address.suite ? ` ${address.suite}` : ""}, ${address.locality}`;
  return (
    <section className={styles.map} aria-labelledby="map-heading">
      <h2 id="map-heading">Find us</h2>
      <iframe
        className={styles.frame}
        src={mapEmbedUrl}
        title={`Map showing ${name} at ${where}`}
        height={MAP_HEIGHT}
        width="100%"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
      <p>
        <a href={directionsUrl} rel="noopener noreferrer">
          Get directions to {where}
        </a>
      </p>
    </section>
  );
}
