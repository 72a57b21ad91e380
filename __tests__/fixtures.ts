/** Typed test data in the shapes the static queries return. */
import type { MenuItem, SidebarCategory } from "../src/lib/types";

export const settings = {
  name: "OC Center for Advanced Dentistry",
  shortName: "OCCFAD",
  phoneDisplay: "(714) 555-0142",
  phoneTel: "+17145550142",
  email: "patientcare@occfad.example",
  address: {
    streetAddress: "3070 Bristol Street",
    suite: "Suite 180",
    locality: "Costa Mesa",
    region: "CA",
    postalCode: "92626",
    country: "United States",
  },
  geo: { latitude: 33.6828, longitude: -117.8877 },
  mapEmbedUrl: "https://www.google.com/maps?q=3070+Bristol+Street&output=embed",
  directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=3070+Bristol+Street",
  mission: "Our mission is to bring joy to our patients.",
  themeColor: "#0b5d6b",
  hours: null,
};

export const navigation: MenuItem[] = [
  { label: "Home", href: "/" },
  {
    label: "Meet Us",
    href: "/about/exampleteam",
    groups: [{ heading: "More about us", links: [{ label: "Meet Us, Address", href: "/about/exampleteam" }] }],
  },
  {
    label: "Patient Care Services",
    href: "/services",
    groups: [
      {
        heading: "Oral and Perio Surgery",
        links: [
          { label: "Tooth Extractions", href: "/services/exampleextraction" },
          { label: "Crown Lengthening", href: "/services/examplelengthening" },
        ],
      },
      {
        heading: "Preventative Dentistry",
        links: [{ label: "Sealants", href: "/services/exampleprevention" }],
      },
    ],
  },
  { label: "Insurance", note: "We are in network for Medicare and accept all PPO insurances and some HMO insurances." },
];

/** The Spanish menu, its links written as English paths as in content/es/navigation/menu.json. */
const spanishNavigation: MenuItem[] = [
  { label: "Inicio", href: "/" },
  {
    label: "Servicios de atención al paciente",
    href: "/services",
    groups: [
      { heading: "Cirugía oral y periodontal", links: [{ label: "Extracciones dentales", href: "/services/exampleextraction" }] },
    ],
  },
  { label: "Seguros", note: "Estamos dentro de la red de Medicare y aceptamos todos los seguros PPO y algunos HMO." },
];

export const categories: SidebarCategory[] = [
  {
    title: "Cosmetic and Restorative Dentistry",
    links: [
      { path: "/services/exampledesign", label: "Smile Design" },
      { path: "/services/examplephoto", label: "Veneers / Crowns" },
    ],
  },
  { title: "Preventative Dentistry", links: [{ path: "/services/exampleprevention", label: "Sealants" }] },
];

/** What useStaticQuery returns for every query the layout runs. */
export function staticQueryData(buildYear = "2026") {
  return {
    site: { siteMetadata: { siteUrl: "https://www.occfad.org" }, buildTime: buildYear },
    settingsJson: settings,
    en: { items: navigation },
    es: { items: spanishNavigation },
  };
}
