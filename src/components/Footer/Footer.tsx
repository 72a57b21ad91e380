import React, { useEffect, useState } from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { PracticeName, useLanguage, useLocalise, useStrings } from "../../i18n/LanguageContext";
import { island } from "../../islands/Island";
import { OfficeHours } from "../OfficeHours/OfficeHours";
import * as styles from "./Footer.module.css";

/** The copyright line: the build's year in the HTML, the visitor's once hydrated, when later. */
function CopyrightLine({ buildYear, name }: { buildYear: number; name: string }) {
  const strings = useStrings();
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(Math.max(buildYear, new Date().getFullYear())), [buildYear]);
  return (
    <p className={styles.copyright}>
      © {year} <PracticeName name={name} />. {strings.allRightsReserved}
    </p>
  );
}

/** The footer's id, the page's last block: the page's head holds the first paint until it is parsed (Seo). */
export const FOOTER_ID = "site-footer";

export const CopyrightIsland = island("copyright", CopyrightLine, { from: ({ buildYear }) => `${buildYear + 1}-01-01` });

export function Footer() {
  const settings = useSiteSettings();
  const strings = useStrings();
  const localise = useLocalise();
  const lang = useLanguage();
  const data = useStaticQuery<Queries.BuildYearQuery>(graphql`
    query BuildYear {
      site {
        buildTime(formatString: "YYYY")
      }
      translatedSettings: allSettingsTranslationJson {
        nodes {
          lang
          country
        }
      }
    }
  `);
  // "YYYY" from the build's query; the editor's preview gives the whole date.
  const buildYear = Number(data.site?.buildTime?.slice(0, 4)) || new Date().getFullYear();
  const { address } = settings;
  const country = data.translatedSettings?.nodes.find((node) => node.lang === lang)?.country ?? address.country;
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.heading}>
            <PracticeName name={settings.name} />
          </h2>
          <address className={styles.address}>
            {address.streetAddress}
            {address.suite ? ` ${address.suite}` : ""}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {country}
          </address>
          <p>
            <a href={settings.directionsUrl} rel="noopener noreferrer">
              {strings.getDirections}
            </a>
          </p>
        </div>
        <div>
          <h2 className={styles.heading}>{strings.contact}</h2>
          <p>
            {strings.phone}: <a href={`tel:${settings.phoneTel}`}>{settings.phoneDisplay}</a>
            <br />
            {strings.email}: <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          {settings.hours?.length ? (
            <>
              <h2 className={styles.heading}>{strings.officeHours}</h2>
              <OfficeHours listClassName={styles.hours} />
            </>
          ) : null}
        </div>
        <div>
          <h2 className={styles.heading}>{strings.policiesHeading}</h2>
          <ul className={styles.legalLinks}>
            {(
              [
                ["/privacypolicy", strings.privacyPolicyLink],
                ["/privacypractices", strings.privacyPracticesLink],
                ["/accessibility", strings.accessibilityLink],
              ] as const
            ).map(([path, label]) => (
              <li key={path}>
                <Link to={localise(path)} className={styles.legalButton}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <CopyrightIsland buildYear={buildYear} name={settings.name} />
    </footer>
  );
}
