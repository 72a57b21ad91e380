import React from "react";
import { Link } from "gatsby";
import { HeroVideo, type HeroVideoProps } from "../HeroVideo/HeroVideo";
import { useLocalise, useStrings } from "../../i18n/LanguageContext";
import * as styles from "./HomeHero.module.css";

/** The home page's video files, under static/media/. */
export type HeroFiles = Omit<HeroVideoProps, "children">;

/** The top of the home page: the looping video behind the mission statement (the page's <h1>) and the way to the services. */
export function HomeHero({ hero, mission }: { hero: HeroFiles; mission: string }) {
  const strings = useStrings();
  const localise = useLocalise();
  return (
    <HeroVideo {...hero}>
      <h1>{mission}</h1>
      <Link to={localise("/services")} className={styles.link}>
        {strings.exploreServices}
      </Link>
    </HeroVideo>
  );
}
