import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { SidebarLayout } from "../components/SidebarLayout/SidebarLayout";
import { ServiceMedia } from "../components/ServiceMedia/ServiceMedia";
import { ServiceArticle } from "../components/ServiceArticle/ServiceArticle";
import { Seo } from "../components/Seo/Seo";

export default function ServicePage({ data, location }: PageProps<Queries.ServicePageQuery>) {
  const page = data.servicesJson;
  if (!page) return null;
  const image = page.image?.childImageSharp?.gatsbyImageData ?? null;
  return (
    <Layout currentPath={location.pathname}>
      <SidebarLayout categories={data.sidebarJson?.categories ?? []} currentPath={location.pathname}>
        <ServiceArticle
          page={page}
          shared={data.blocksJson}
          media={<ServiceMedia src={page.imgSrc} alt={page.imgAlt} poster={page.videoPoster} image={image} />}
        />
      </SidebarLayout>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const page = data.servicesJson;
  return page ? (
    <Seo
      title={page.mainTitleText}
      description={page.metaDescription}
      path={location.pathname}
      review={page}
      updated={page.lastUpdatedIso}
      section="/services"
    />
  ) : null;
}

export const query = graphql`
  query ServicePage($slug: String!, $lang: String!) {
    servicesJson(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...ContentPageFields
      nameInSentence
      imgSrc
      imgAlt
      videoPoster
      image {
        childImageSharp {
          gatsbyImageData(width: 960, layout: CONSTRAINED)
        }
      }
      additionalContent {
        heading
        descriptionTree
      }
      blocks
      lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
      reviewedBy
      reviewedOnIso: reviewedOn(formatString: "YYYY-MM-DD")
    }
    blocksJson(lang: { eq: $lang }) {
      whenToCall {
        heading
        descriptionTree
      }
      beforeTreatment {
        heading
        descriptionTree
      }
      costAndInsurance {
        heading
        descriptionTree
      }
    }
    sidebarJson(lang: { eq: $lang }) {
      ...SidebarCategories
    }
  }
`;
