import React, { useEffect, useRef, useState } from "react";
import { muteForAutoplay } from "../../lib/media";
import { whenShown } from "../../lib/whenShown";
import * as styles from "./HeroVideo.module.css";

export interface HeroVideoProps {
  webm: string;
  mp4: string;
  poster: string;
  children: React.ReactNode;
}

/**
 * The home page's looping background video behind the mission statement. The HTML carries no
 * autoplay and preload="none", so the poster paints first; scripts start the loop unless the
 * visitor prefers reduced motion (in a prerendered page, once it is shown), and a visible button
 * pauses and plays it (WCAG 2.2.2).
 */
export function HeroVideo({ webm, mp4, poster, children }: HeroVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    muteForAutoplay(video);
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    // A prerendered home page starts its loop (and its download) when it is shown, not while hidden.
    return whenShown(() => {
      video.preload = "auto";
      video
        .play?.()
        ?.then(() => setPlaying(true))
        .catch(() => setPlaying(false));
    });
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      video.preload = "auto";
      void video.play()?.then(() => setPlaying(true));
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <section className={styles.hero}>
      <video
        ref={ref}
        className={styles.video}
        muted
        loop
        playsInline
        preload="none"
        poster={`/media/${poster}`}
        aria-hidden="true"
        tabIndex={-1}
        width={1280}
        height={720}
      >
        <source src={`/media/${webm}`} type="video/webm" />
        <source src={`/media/${mp4}`} type="video/mp4" />
        Your browser does not support the video tag.
      </video>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>{children}</div>
      <button type="button" className={styles.toggle} onClick={toggle}>
        {playing ? "Pause background video" : "Play background video"}
      </button>
    </section>
  );
}
