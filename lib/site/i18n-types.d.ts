// Typed messages: a key missing from en-US.json (the reference) fails the type check.
import type messages from "../../messages/en-US.json";
import type { LOCALES } from "../vocabulary/locale";

declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof LOCALES)[number];
    Messages: typeof messages;
  }
}
