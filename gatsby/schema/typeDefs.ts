/**
 * The GraphQL types of the content files, declared rather than inferred (`@dontInfer`), so the
 * generated `Queries.*` types are exact and a field never silently disappears.
 */
/**
 * The text every service and about page has, in the content files' field names (the same fields
 * as `pageTextFields` in src/content/gate/schemas/pages.ts), with the four optional card sections.
 */
const CONTENT_PAGE_FIELDS = `
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    slug: String!
    mainTitleText: String!
    title: String
    description: String!
    descriptionToBeParsed: String
    "descriptionToBeParsed as an allow-listed element tree, made at build time."
    descriptionTree: JSON
    metaDescription: String!
    sectionOneTitle: String
    sectionOneData: [CardItem!]
    sectionTwoTitle: String
    sectionTwoData: [CardItem!]
    sectionThreeTitle: String
    sectionThreeData: [CardItem!]
    sectionFourTitle: String
    sectionFourData: [CardItem!]
`;

export const typeDefs = `#graphql
  type SettingsJson implements Node @dontInfer {
    name: String!
    shortName: String!
    phoneDisplay: String!
    phoneTel: String!
    email: String!
    address: SettingsAddress!
    geo: SettingsGeo!
    mapEmbedUrl: String!
    directionsUrl: String!
    siteUrl: String!
    mission: String!
    themeColor: String!
    hours: [SettingsHours!]
    privacyOfficer: String
    languagesSpoken: [String!]
    bookingUrl: String
  }
  type SettingsAddress {
    streetAddress: String!
    suite: String
    locality: String!
    region: String!
    postalCode: String!
    country: String!
  }
  type SettingsGeo {
    latitude: Float!
    longitude: Float!
  }
  type SettingsHours {
    days: [String!]!
    opens: String!
    closes: String!
  }

  type SettingsTranslationJson implements Node @dontInfer {
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    mission: String!
  }

  type NavigationJson implements Node @dontInfer {
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    items: [NavigationItem!]!
  }
  type NavigationItem {
    label: String!
    href: String
    groups: [NavigationGroup!]
    note: String
  }
  type NavigationGroup {
    heading: String!
    links: [NavigationLink!]!
  }
  type NavigationLink {
    label: String!
    href: String!
  }

  type SidebarJson implements Node @dontInfer {
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    categories: [SidebarCategory!]!
  }
  type SidebarCategory {
    title: String!
    links: [SidebarLink!]!
  }
  type SidebarLink {
    path: String!
    label: String!
  }

  type NoticesJson implements Node @dontInfer {
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    notices: [Notice!]!
  }
  type Notice {
    id: String!
    message: String!
    link: NoticeLink
    firstDay: String!
    lastDay: String!
    importance: String!
    changedHours: [ChangedDay!]
  }
  type NoticeLink {
    label: String!
    href: String!
  }
  type ChangedDay {
    day: String!
    opens: String
    closes: String
  }

  type RedirectsJson implements Node @dontInfer {
    redirects: [RedirectRule!]!
  }
  type RedirectRule {
    from: String!
    to: String!
    serverOnly: Boolean
    keepLinks: Boolean
  }

  type CardItem {
    title: String!
    description: String!
  }
  type AdditionalContent {
    heading: String!
    descriptionToBeParsed: String!
    "The formatted text as an allow-listed element tree, made at build time."
    descriptionTree: JSON!
  }

  "A service or about page (one fragment reads the fields they share)."
  interface ContentPage {
    ${CONTENT_PAGE_FIELDS}
  }

  type ServicesJson implements Node & ContentPage @dontInfer {
    ${CONTENT_PAGE_FIELDS}
    nameInSentence: String
    imgSrc: String!
    imgAlt: String!
    videoPoster: String
    "The image file under content/images/ (null when imgSrc is a video)."
    image: File @imageFile(from: "imgSrc")
    additionalContent: AdditionalContent
    blocks: [String!]
    lastUpdated: Date! @dateformat
    reviewedBy: String
    reviewedOn: Date @dateformat
    translatedFrom: String
  }

  "A block of text written once and shown on many pages."
  type SharedBlock {
    heading: String!
    descriptionToBeParsed: String!
    "The formatted text as an allow-listed element tree, made at build time."
    descriptionTree: JSON!
  }
  type BlocksJson implements Node @dontInfer {
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    whenToCall: SharedBlock!
    beforeTreatment: SharedBlock!
    costAndInsurance: SharedBlock!
  }

  type AboutPhoto {
    src: String!
    alt: String!
    caption: String
    "The image file under content/images/."
    image: File @imageFile(from: "src")
  }

  type AboutJson implements Node & ContentPage @dontInfer {
    ${CONTENT_PAGE_FIELDS}
    photos: [AboutPhoto!]!
    showMap: Boolean!
    parkingNote: String
    doctor: AboutDoctor
    translatedFrom: String
  }
  type AboutDoctor {
    name: String!
    honorificPrefix: String
    honorificSuffix: String!
    alumniOf: [String!]!
  }

  type HomeJson implements Node @dontInfer {
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    metaDescription: String!
    intro: String!
    hero: HomeHero!
    serviceGroupsTitle: String!
    serviceGroups: [HomeServiceGroup!]!
  }
  type HomeHero {
    webm: String!
    mp4: String!
    poster: String!
  }
  type HomeServiceGroup {
    title: String!
    description: String!
    href: String!
  }

  type GlossaryEntry {
    use: String!
    avoid: [String!]!
    allow: [String!]
    note: String!
  }
  type GlossaryJson implements Node @dontInfer {
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    entries: [GlossaryEntry!]!
  }

  type LegalSection {
    id: String!
    heading: String!
    descriptionToBeParsed: String!
    "The formatted text as an allow-listed element tree, made at build time."
    descriptionTree: JSON!
  }
  type LegalJson implements Node @dontInfer {
    "The file's language: en for content/<folder>/, es for content/es/<folder>/."
    lang: String!
    slug: String!
    mainTitleText: String!
    metaDescription: String!
    effectiveDate: Date! @dateformat
    notice: String
    intro: String!
    sections: [LegalSection!]!
    translatedFrom: String
  }
`;
