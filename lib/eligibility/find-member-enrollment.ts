// Which enrollment of a card is the patient's. A check carries no subId, so the patient is matched on the
// person fields an enrollment holds: every one it has (first name, last name, dob) must match, names compared
// as the person key normalizes them. A card enrollment without them matches anyone presenting the card.
import { normalizeName, type Person } from "./person-key";

type EnrolledPerson = { active: boolean; firstName: string | null; lastName: string | null; dob: string | null };

function matchScore(enrollment: EnrolledPerson, patient: Person): number | null {
  let score = 0;
  for (const field of ["firstName", "lastName"] as const) {
    const enrolled = enrollment[field];
    if (!enrolled) continue;
    if (normalizeName(enrolled) !== normalizeName(patient[field])) return null;
    score++;
  }
  if (enrollment.dob) {
    if (enrollment.dob !== patient.dob) return null;
    score++;
  }
  return score;
}

// The most specific match wins (a person's own enrollment over the card's); between equals, an active one.
export function findMemberEnrollment<T extends EnrolledPerson>(enrollments: T[], patient: Person): T | undefined {
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
