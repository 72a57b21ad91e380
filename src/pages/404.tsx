import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Layout } from "../components/Layout/Layout";
import { ErrorScreen } from "../components/ErrorScreen/ErrorScreen";
import { Seo } from "../components/Seo/Seo";

/** Unknown URLs: the error screen inside the normal layout (the server answers it with 404). */
export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout currentPath={location.pathname}>
      <ErrorScreen statusText="Not Found" />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Page not found"
    description="Sorry, an unexpected error has occurred: this page was not found."
    path="/404"
    noindex
  />
);
