import React from "react";
import { useStrings } from "../../i18n/LanguageContext";
import * as styles from "./HeroVideo.module.css";
import heroVideoScript from "./heroVideo.inline?inline";

export type HeroVideoProps = { webm: string; mp4: string; poster: string; children: React.ReactNode };

/** The home page's looping background video, poster first (preload="none"), with a pause/play button (WCAG 2.2.2) that the inline script runs. */
export function HeroVideo({ webm, mp4, poster, children }: HeroVideoProps) {
  const strings = useStrings();
  return (
    <section className={styles.hero}>
      <video
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
        {strings.noVideoSupport}
      </video>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>{children}</div>
      <button type="button" className={styles.toggle}>
        <span className={styles.pauseLabel}>{strings.pauseVideo}</span>
        <span className={styles.playLabel}>{strings.playVideo}</span>
      </button>
      <script dangerouslySetInnerHTML={{ __html: heroVideoScript }} />
    </section>
  );
}
