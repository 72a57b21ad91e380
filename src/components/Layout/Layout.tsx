import React from "react";
import { Header } from "../Header/Header";
import { Footer } from "../Footer/Footer";
import * as styles from "./Layout.module.css";

/** The root layout of every page: header, page area, footer. */
export function Layout({ currentPath, children }: { currentPath: string; children: React.ReactNode }) {
  return (
    <>
      <Header currentPath={currentPath} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
