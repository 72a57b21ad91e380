import React from "react";
import { Header } from "../Header/Header";
import { Footer } from "../Footer/Footer";
import { Notices } from "../Notices/Notices";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { languageOf } from "../../i18n/languages";
import * as styles from "./Layout.module.css";

/** The root layout of every page: header, the practice's notices, page area, footer, in the language of the page's path. */
export function Layout({ currentPath, children }: { currentPath: string; children: React.ReactNode }) {
  return (
    <LanguageProvider lang={languageOf(currentPath)}>
      <Header currentPath={currentPath} />
      <Notices />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </LanguageProvider>
  );
}
