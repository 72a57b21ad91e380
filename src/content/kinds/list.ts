/**
 * Every kind of content, one module each in this folder, by its folder under content/ (the key of
 * the loaded content), in the editor's order. A new kind is its module and one line here.
 */
import { about } from "./about";
import { blocks } from "./blocks";
import { glossary } from "./glossary";
import { home } from "./home";
import { legal } from "./legal";
import { navigation } from "./navigation";
import { notices } from "./notices";
import { redirects } from "./redirects";
import { services } from "./services";
import { settings } from "./settings";
import { sidebar } from "./sidebar";

export const KIND_MODULES = { services, about, legal, home, blocks, settings, navigation, sidebar, notices, redirects, glossary };
