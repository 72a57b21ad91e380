/** The specification's routes, written out here as the oracle the build is checked against. */
export const SERVICE_ROUTES = [
  "smiledesign",
  "veneers",
  "crowns",
  "teethwhitening",
  "inlays",
  "crownlengthening",
  "Gingivalgumcontouring",
  "fillings",
  "rootcanals",
  "toothextractions",
  "fullmouthextractions",
  "boneaugmentations",
  "gumtreatment",
  "implanttreatment",
  "failedimplanttreatment",
  "sinuslift",
  "implantsupporteddentures",
  "allonx",
  "otherprosthetics",
  "checkupandcleanings",
  "sealants",
  "flouridetreatments",
  "sedation",
  "3DDentalPrinters",
  "3dimagectscans",
  "intraoralscanners",
  "biolaselaser",
  "softtissuelasers",
].map((slug) => `/services/${slug}`);
/** Pages about surgery or a procedure with recovery: each shows "When to call" and "Tell us before treatment". */
export const PROCEDURE_PAGES = [
  "toothextractions",
  "fullmouthextractions",
  "boneaugmentations",
  "sinuslift",
  "crownlengthening",
  "gumtreatment",
  "Gingivalgumcontouring",
  "rootcanals",
  "implanttreatment",
  "failedimplanttreatment",
  "implantsupporteddentures",
  "allonx",
];
export const ABOUT_ROUTES = ["occfad", "address", "meetthedoctors", "officetour", "patientexperiences"].map(
  (slug) => `/about/${slug}`,
);
export const LEGAL_ROUTES = ["/privacypolicy", "/privacypractices"];
export const ROUTES = ["/", ...LEGAL_ROUTES, ...SERVICE_ROUTES, ...ABOUT_ROUTES];
