import { graphql } from "gatsby";

/** What the service and about templates both read: the page's text, its card sections and its meta description. */
export const query = graphql`
  fragment ContentPageFields on ContentPage {
    slug
    mainTitleText
    title
    description
    descriptionTree
    metaDescription
    ...CardSectionFields
  }
`;
