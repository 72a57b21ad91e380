import { graphql, useStaticQuery } from "gatsby";

export type SiteSettings = Queries.SiteSettingsQuery["settingsJson"] & object;

/** The practice's facts from content/settings/settings.json, plus the build's site URL. */
export function useSiteSettings(): SiteSettings & { siteUrl: string } {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
        }
      }
      settingsJson {
        name
        shortName
        phoneDisplay
        phoneTel
        email
        address {
          streetAddress
          suite
          locality
          region
          postalCode
          country
        }
        geo {
          latitude
          longitude
        }
        mapEmbedUrl
        directionsUrl
        mission
        themeColor
        languagesSpoken
        bookingUrl
        hours {
          days
          opens
          closes
        }
      }
    }
  `);
  if (!data.settingsJson) throw new Error("content/settings/settings.json is missing");
  return { ...data.settingsJson, siteUrl: data.site?.siteMetadata?.siteUrl ?? "" };
}
