import React from "react";
import { Link } from "gatsby";
import { useLocalise, useStrings } from "../../i18n/LanguageContext";
import * as styles from "./ErrorScreen.module.css";

export function ErrorScreen({ statusText }: { statusText: string }) {
  const strings = useStrings();
  const localise = useLocalise();
  return (
    <div className={styles.error}>
      <h1>{strings.errorHeading}</h1>
      <p>{strings.errorApology}</p>
      <p>
        <i>{statusText}</i>
      </p>
      <ul className={styles.links}>
        <li>
          <Link to={localise("/")}>{strings.goHome}</Link>
        </li>
        <li>
          <Link to={localise("/services")}>{strings.seeServices}</Link>
        </li>
      </ul>
    </div>
  );
}
