import React from "react";
import type { PageProps } from "gatsby";
import * as styles from "./contentProblem.module.css";

export type ContentProblemContext = { contentProblems?: string[] };

/** In `gatsby develop`, every address while a content file fails the check: its messages and what to do. */
export default function ContentProblemPage({ pageContext }: PageProps<object, ContentProblemContext>) {
  // Empty for a moment when the preview swaps this page for the real one.
  const problems = pageContext.contentProblems ?? [];
  if (problems.length === 0) return null;
  return (
    <main className={styles.problem}>
      <h1>The content has {problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}</h1>
      <p>
        The site cannot be shown until {problems.length === 1 ? "it is" : "they are"} fixed. Do what{" "}
        {problems.length === 1 ? "the message below says" : "each message below says"} in the file it names and save it: this page
        then shows the site again by itself.
      </p>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem}>
            <pre>{problem}</pre>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function Head() {
  return (
    <>
      <title>Content check failed — preview</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
