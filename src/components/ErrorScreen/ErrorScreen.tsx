import React from "react";
import { Link } from "gatsby";
import * as styles from "./ErrorScreen.module.css";

/** The error screen: "Oops!", the apology, then the error's status text. */
export function ErrorScreen({ statusText }: { statusText: string }) {
  return (
    <div className={styles.error}>
      <h1>Oops!</h1>
      <p>Sorry, an unexpected error has occurred.</p>
      <p>
        <i>{statusText}</i>
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/services">See our patient care services</Link>
        </li>
      </ul>
    </div>
  );
}
