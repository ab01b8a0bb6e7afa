// A street as a patient reads it: the store lists that write a street in capitals ("208 ELM ST.": 660 streets of the
// network seed from CVS's 2022 locator until the derivation cased them in the fourteenth session; a full NPPES file)
// are shown in the usual mixed case ("208 Elm St."), keeping what is written in
// capitals on a letter or a sign: directions (NW), ordinals (2nd), unit and route letters (Ste A, Route 6A), route
// prefixes (US 19, SR 44), a state's highway (NC 54), PO Box, roman numerals. A street that already mixes cases is
// the source's own spelling and is shown as written. docs/decisions/0007-addresses-in-mixed-case.md says why.

const KEEP_UPPER = new Set([
  "N", "S", "E", "W", "NE", "NW", "SE", "SW", "US", "SR", "CR", "FM", "RR", "HC", "PO", "II", "III", "IV", "VI",
]); // prettier-ignore
// Inside a line, not as its first word: "Avenue of the Americas", "Ponce de Leon Blvd".
const LOWER_INSIDE = new Set(["OF", "THE", "AND", "DE", "DEL", "LA", "LAS", "LOS"]);
const STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split(" "), // prettier-ignore
);

function displayWord(word: string, first: boolean, next: string): string {
  if (KEEP_UPPER.has(word)) return word;
  // A state's own highway: "NC 54", "TX 6".
  if (STATES.has(word) && /^\s*-?\s*\d/.test(next)) return word;
  if (!first && LOWER_INSIDE.has(word)) return word.toLowerCase();
  // "2ND" -> "2nd", "21ST" -> "21st"; "3A", "17M", "C104" keep their letters.
  if (/^\d+(ST|ND|RD|TH)$/.test(word)) return word.toLowerCase();
  if (/\d/.test(word)) return word;
  // "MCCLELLANDTOWN" -> "McClellandtown", "O'NEIL" -> "O'Neil".
  if (/^MC[A-Z]{2,}$/.test(word)) return `Mc${word.charAt(2)}${word.slice(3).toLowerCase()}`;
  if (/^[A-Z]'[A-Z]{2,}$/.test(word)) return `${word.slice(0, 3)}${word.slice(3).toLowerCase()}`;
  return word.charAt(0) + word.slice(1).toLowerCase();
}

export function displayStreet(street: string): string {
  if (/[a-z]/.test(street)) return street;
  // Each line (between commas) starts anew: "107-113 Main St, The Ostrower Bldg".
  return street
    .split(",")
    .map((line) => {
      let first = true;
      return line.replace(/[A-Z0-9']+/g, (word, at: number) => {
        const shown = displayWord(word, first, line.slice(at + word.length));
        if (/[A-Z]/.test(word)) first = false;
        return shown;
      });
    })
    .join(",");
}

// A pharmacy of the API's shape with its street as the site shows it.
export function withDisplayStreet<P extends { address: { street: string } }>(pharmacy: P): P {
  return { ...pharmacy, address: { ...pharmacy.address, street: displayStreet(pharmacy.address.street) } };
}
