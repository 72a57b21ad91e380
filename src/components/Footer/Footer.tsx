import React from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { useCopyrightYear } from "../../hooks/useCopyrightYear";
import * as styles from "./Footer.module.css";

export function Footer() {
  const settings = useSiteSettings();
  const data = useStaticQuery<Queries.BuildYearQuery>(graphql`
    query BuildYear {
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `);
  const year = useCopyrightYear(Number(data.site?.buildTime ?? new Date().getFullYear()));
  const { address } = settings;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.heading}>{settings.name}</h2>
          <address className={styles.address}>
            {address.streetAddress}
            {address.suite ? ` ${address.suite}` : ""}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {address.country}
          </address>
          <p>
            <a href={settings.directionsUrl} rel="noopener noreferrer">
              Get directions
            </a>
          </p>
        </div>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <p>
            Phone: <a href={`tel:${settings.phoneTel}`}>{settings.phoneDisplay}</a>
            <br />
            Email: <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          {settings.hours?.length ? (
            <>
              <h2 className={styles.heading}>Office hours</h2>
              <ul className={styles.hours}>
                {settings.hours.map((row) => (
                  <li key={row.days.join()}>
                    {row.days.join(", ")}: {row.opens}–{row.closes}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          <h2 className={styles.heading}>Legal</h2>
          <ul className={styles.legalLinks}>
            <li>
              <Link to="/privacypolicy" className={styles.legalButton}>
                Privacy policy &amp; terms
              </Link>
            </li>
            <li>
              <Link to="/privacypractices" className={styles.legalButton}>
                Notice of Privacy Practices
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>
        © {year} {settings.name}. All rights reserved.
      </p>
    </footer>
  );
}
