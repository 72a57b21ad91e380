import { graphql } from "gatsby";

/** What the service and about templates both read: the page's text, its meta description and its card sections (lib/sections.ts). */
export const query = graphql`
  fragment ContentPageFields on ContentPage {
    slug
    mainTitleText
    title
    description
    descriptionTree
    metaDescription
    sectionOneTitle
    sectionOneData {
      title
      description
    }
    sectionTwoTitle
    sectionTwoData {
      title
      description
    }
    sectionThreeTitle
    sectionThreeData {
      title
      description
    }
    sectionFourTitle
    sectionFourData {
      title
      description
    }
  }
`;
