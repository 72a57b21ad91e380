import React, { useEffect, useRef } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage } from "../ResponsiveImage/ResponsiveImage";
import { isVideo, startMuted, videoType } from "../../lib/media";
import { useStrings } from "../../i18n/LanguageContext";
import { island } from "../../islands/Island";
import * as styles from "./ServiceMedia.module.css";

type ServiceMediaProps = { src: string; alt: string; poster?: string | null; image?: IGatsbyImageData | null };

/** The media rule: a video when the file ends in mp4, webm or ogg; otherwise an image. */
export function ServiceMedia({ src, alt, poster, image }: ServiceMediaProps) {
  if (isVideo(src)) return <ServiceVideoIsland src={src} label={alt} poster={poster ?? null} />;
  if (!image) return null;
  return <ResponsiveImage image={image} alt={alt} sizes="(min-width: 1200px) 36rem, (min-width: 1024px) 44rem, 100vw" priority />;
}

function ServiceVideo({ src, label, poster }: { src: string; label: string; poster: string | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  const strings = useStrings();
  useEffect(() => {
    const video = ref.current;
    // What the visitor did before the scripts came stays done: a pause once it had played, or its sound turned on.
    if (!video || (video.paused && video.played.length > 0) || !video.muted) return;
    // Reduced motion stops the loop, as it keeps the home page's from starting (its controls still play it).
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return void video.pause();
    // In a prerendered page the video starts when the page is shown, not while it is hidden.
    return startMuted(video);
  }, []);
  return (
    <figure className={styles.figure}>
      <video
        ref={ref}
        className={styles.media}
        muted
        loop
        autoPlay
        controls
        playsInline
        preload="metadata"
        poster={poster ? `/media/${poster}` : undefined}
        width={960}
        height={640}
        aria-label={label}
      >
        <source src={`/media/${src}`} type={videoType(src)} />
        {strings.noVideoSupport}
      </video>
    </figure>
  );
}

export const ServiceVideoIsland = island("video", ServiceVideo);
