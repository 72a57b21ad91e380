import React from "react";
import { useStrings } from "../../i18n/LanguageContext";
import * as styles from "./HeroVideo.module.css";

export interface HeroVideoProps {
  webm: string;
  mp4: string;
  poster: string;
  children: React.ReactNode;
}

/**
 * Runs where it stands in the HTML, before the first paint and long before Gatsby's deferred
 * scripts: it shows the pause/play button, starts the muted loop once the page has loaded and is
 * shown (a prerendered page waits for prerenderingchange; unless the visitor prefers reduced
 * motion or has already paused it) and makes the button work
 * from that first moment. State lives in `data-playing` on the section, an attribute React never
 * renders, so hydration leaves it alone. Kept ES5 and tiny; the server policy allows it by hash.
 */
export const HERO_SCRIPT = `(function(s){var v=s.querySelector("video"),b=s.querySelector("button"),w=!(window.matchMedia&&matchMedia("(prefers-reduced-motion: reduce)").matches);function show(p){w=p;s.setAttribute("data-playing",p?"true":"false")}function play(){v.muted=true;v.defaultMuted=true;v.setAttribute("muted","");v.preload="auto";var p=v.play();p&&p.catch(function(){v.paused&&show(false)})}v.addEventListener("play",function(){show(true)});v.addEventListener("pause",function(){show(false)});b.addEventListener("click",function(){if(w){show(false);v.pause()}else{show(true);play()}});show(w);function start(){w&&play()}function shown(){document.prerendering?document.addEventListener("prerenderingchange",start,{once:true}):start()}document.readyState=="complete"?shown():addEventListener("load",shown)})(document.currentScript.parentNode)`;

/**
 * The home page's looping background video behind the mission statement. The HTML carries no
 * autoplay and preload="none", so the poster paints first; a visible button pauses and plays the
 * loop (WCAG 2.2.2). Both labels take the same place, so the button never changes size.
 */
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
      <script dangerouslySetInnerHTML={{ __html: HERO_SCRIPT }} />
    </section>
  );
}
