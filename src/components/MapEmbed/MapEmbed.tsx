import React, { useEffect, useRef, useState } from "react";
import { useSiteSettings, type SiteSettings } from "../../hooks/useSiteSettings";
import { useHydrated } from "../../hooks/useHydrated";
import { useStrings } from "../../i18n/LanguageContext";
import { HAND_OVER_ATTRIBUTE } from "../../islands/attributes";
import { island } from "../../islands/Island";
import * as styles from "./MapEmbed.module.css";

/** The map frame's height; the placeholder keeps it, so nothing moves. */
const MAP_HEIGHT = 400;

/** The link and the button that replaces it: a click on the link while the island hydrates shows the map (handOver.ts). */
const handOver = { [HAND_OVER_ATTRIBUTE]: "" };

/** The map's page on Google Maps (the embed address without `output=embed`), for a plain link. */
function mapPageUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.delete("output");
  return url.toString();
}

/** The office on a map, loaded only when asked: until then a placeholder with the address, and without JavaScript a link instead of the button. */
export function MapEmbed() {
  const { name, address, mapEmbedUrl, directionsUrl } = useSiteSettings();
  return <MapIsland name={name} address={address} mapEmbedUrl={mapEmbedUrl} directionsUrl={directionsUrl} />;
}

function MapPanel(props: Pick<SiteSettings, "name" | "address" | "mapEmbedUrl" | "directionsUrl">) {
  const { name, address, mapEmbedUrl, directionsUrl } = props;
  const link = useRef<HTMLAnchorElement>(null);
  const linkFocused = useRef(false);
  const hydrated = useHydrated(() => {
    linkFocused.current = link.current?.matches(":focus-visible") ?? false;
  });
  const strings = useStrings();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The button disappears with the click, so focus moves to the map that replaced it; a visitor who had
    // reached the link by keyboard before the script ran is on the button that replaces it (a pointer's
    // press focuses the link too, and its click is the hand-over's to give to the button).
    if (shown) frame.current?.focus();
    else if (hydrated && linkFocused.current) button.current?.focus();
  }, [hydrated, shown]);
  const where = `${address.streetAddress}${address.suite ? ` ${address.suite}` : ""}, ${address.locality}`;
  return (
    <section className={styles.map} aria-labelledby="map-heading">
      <h2 id="map-heading">{strings.findUs}</h2>
      {shown ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={mapEmbedUrl}
          title={strings.mapTitle(name, where)}
          height={MAP_HEIGHT}
          width="100%"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className={styles.placeholder}>
          <p className={styles.address}>
            {name}
            <br />
            {address.streetAddress}
            {address.suite ? ` ${address.suite}` : ""}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </p>
          {hydrated ? (
            <button ref={button} type="button" className={styles.button} onClick={() => setShown(true)} {...handOver}>
              {strings.showMap}
            </button>
          ) : (
            <a ref={link} href={mapPageUrl(mapEmbedUrl)} rel="noopener noreferrer" {...handOver}>
              {strings.openMap}
            </a>
          )}
          <p className={styles.note}>{strings.mapNote}</p>
        </div>
      )}
      <p>
        <a href={directionsUrl} rel="noopener noreferrer">
          {strings.directionsTo(where)}
        </a>
      </p>
    </section>
  );
}

export const MapIsland = island("map", MapPanel, { hydrate: "visible" });
