/** The fictional contact details the settings file ships with, until the practice sets its real ones. */
export const FICTIONAL_PHONE_TEL = "+17145550142";
export const FICTIONAL_EMAIL = "patientcare@occfad.example";
