// Which enrollment of a card is the patient's. A check carries no subId, so the patient is matched on the
// person fields an enrollment holds: every one it has (first name, last name, dob) must match, names compared
// by their letters (isSameName: case, accents, spacing, punctuation and a trailing "Jr." do not count), or as a
// claim's patient segment cuts a long one. A card enrollment without them matches anyone presenting the card.
import type { Person } from "./person-key";
import { isSameOrCutName, normalizeName } from "./person-name";

// How many characters a pharmacy claim holds of a patient's names (NCPDP Telecommunication Standard D.0, Patient
// Segment: 310-CA Patient First Name x(12), 311-CB Patient Last Name x(15), as payer sheets publish them). A counter
// checks the patient as its system holds them, so "María de los Ángeles" arrives as MARIA DE LOS and "Espinosa de los
// Monteros" as ESPINOSA DE LOS: a longer enrolled name is found by its first 12 or 15 characters too.
export const CLAIM_NAME_WIDTH = { firstName: 12, lastName: 15 } as const;

type EnrolledPerson = {
  active: boolean;
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
  dob: string | null;
};
type Patient = Person & { middleName?: string | null };

// A first name as a counter may type it: alone, with the middle name, or with its initial (MARY ANN, MARY A for
// Mary, middle name Ann), since a claim's patient segment has no middle name field.
function firstNameForms(first: string, middle: string | null | undefined): string[] {
  const initial = middle ? normalizeName(middle).slice(0, 1) : "";
  return initial ? [first, `${first} ${middle}`, `${first} ${initial}`] : [first];
}

function isSameFirstName(enrolled: EnrolledPerson, patient: Patient): boolean {
  const typed = firstNameForms(patient.firstName, patient.middleName);
  return firstNameForms(enrolled.firstName!, enrolled.middleName).some((a) =>
    typed.some((b) => isSameOrCutName(a, b, CLAIM_NAME_WIDTH.firstName)),
  );
}

function matchScore(enrollment: EnrolledPerson, patient: Patient): number | null {
  let score = 0;
  if (enrollment.firstName) {
    if (!isSameFirstName(enrollment, patient)) return null;
    score++;
  }
  if (enrollment.lastName) {
    if (!isSameOrCutName(enrollment.lastName, patient.lastName, CLAIM_NAME_WIDTH.lastName)) return null;
    score++;
  }
  if (enrollment.dob) {
    if (enrollment.dob !== patient.dob) return null;
    score++;
  }
  return score;
}

// The most specific match wins (a person's own enrollment over the card's); between equals, an active one.
export function findMemberEnrollment<T extends EnrolledPerson>(enrollments: T[], patient: Patient): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const enrollment of enrollments) {
    const score = matchScore(enrollment, patient);
    if (score === null) continue;
    if (score > bestScore || (score === bestScore && enrollment.active && !best?.active)) {
      best = enrollment;
      bestScore = score;
    }
  }
  return best;
}
