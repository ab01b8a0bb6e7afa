// The locales the service speaks: API answers, card text and the patient site. en-US is the default everywhere.
export const LOCALES = ["en-US", "es-US"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";
