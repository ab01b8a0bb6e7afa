// A tablet or capsule swallowed whole (immediate, extended or delayed release): the form most prescriptions of a
// molecule are filled in, preferred for a default dose (choose-default-dose.ts) and for a bare molecule name (search).
import type { DoseForm } from "./catalog-types";

const PLAIN_ORAL = new Set<string>([
  "tablet",
  "capsule",
  "tablet-extended-release",
  "tablet-delayed-release",
  "capsule-extended-release",
  "capsule-delayed-release",
] satisfies DoseForm[]);

export const isPlainOral = (form: string) => PLAIN_ORAL.has(form);
