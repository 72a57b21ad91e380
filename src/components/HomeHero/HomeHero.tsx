import React from "react";
import { Link } from "gatsby";
import { useLocalise, useStrings } from "../../i18n/LanguageContext";
import * as videoStyles from "../HeroVideo/HeroVideo.module.css";
import heroVideoScript from "../HeroVideo/heroVideo.inline?inline";
import * as styles from "./HomeHero.module.css";

/** The home page's video files, under static/media/. */
export interface HeroFiles {
  webm: string;
  mp4: string;
  poster: string;
}

/**
 * The top of the home page: the mission statement (the page's <h1>) and the way to the services,
 * over a looping background video. The HTML carries no autoplay and preload="none", so the poster
 * paints first; a visible button pauses and plays the loop (WCAG 2.2.2), from the first paint on:
 * the inline script (heroVideo.inline.ts) starts the loop and makes the button work. Both labels
 * take the same place, so the button never changes size.
 */
export function HomeHero({ hero: { webm, mp4, poster }, mission }: { hero: HeroFiles; mission: string }) {
  const strings = useStrings();
  const localise = useLocalise();
  return (
    <section className={videoStyles.hero}>
      <video
        className={videoStyles.video}
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
      <div className={videoStyles.scrim} aria-hidden="true" />
      <div className={videoStyles.content}>
        <h1>{mission}</h1>
        <Link to={localise("/services")} className={styles.link}>
          {strings.exploreServices}
        </Link>
      </div>
      <button type="button" className={videoStyles.toggle}>
        <span className={videoStyles.pauseLabel}>{strings.pauseVideo}</span>
        <span className={videoStyles.playLabel}>{strings.playVideo}</span>
      </button>
      <script dangerouslySetInnerHTML={{ __html: heroVideoScript }} />
    </section>
  );
}
