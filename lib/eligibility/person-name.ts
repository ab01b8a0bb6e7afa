// How a person's name is compared: by its letters, without case, accents, spaces or punctuation, as a pharmacy
// system types it on an ASCII keyboard. Free of dependencies, so a form can check a name the way the API does.

// Latin letters Unicode gives no decomposition (NFKD leaves them whole), spelled as CLDR's Latin-ASCII transform
// spells them, in lower case: Ødegård is odegard, Łukasz lukasz, Groß gross, Đặng dang, Þór thor, Ɓello bello.
const LATIN_ASCII: Record<string, string> = {
  æ: "ae",
  ð: "d",
  ø: "o",
  þ: "th",
  ß: "ss",
  đ: "d",
  ħ: "h",
  ı: "i",
  ĸ: "q",
  ŀ: "l",
  ł: "l",
  ŋ: "n",
  œ: "oe",
  ŧ: "t",
  ſ: "s",
  ƀ: "b",
  ɓ: "b",
  ɗ: "d",
  ƒ: "f",
  ɠ: "g",
  ǥ: "g",
  ɨ: "i",
  ƙ: "k",
  ƚ: "l",
  ɲ: "n",
  ʋ: "v",
  ƴ: "y",
  ȥ: "z",
};
const NO_DECOMPOSITION = new RegExp(`[${Object.keys(LATIN_ASCII).join("")}]`, "gu");

// The second spelling passports use (ICAO Doc 9303 part 3, the machine-readable zone): an umlaut or a ring is a
// second letter, Müller MUELLER, Åsa AASA, Søren SOEREN. Applied to the decomposed name, before accents are removed.
const TWO_LETTERS: [RegExp, string][] = [
  [/([aou])\u0308/gu, "$1e"],
  [/a\u030a/gu, "aa"],
  [/ø/gu, "oe"],
];

// Generational suffixes a counter types into the last name ("SMITH JR"): the check has no suffix field (spec 4.5),
// so "Smith Jr." is Smith. Only after a space or comma (a name that is only "Jr" stays one). Found from the end, not by one
// pattern with a run of spaces before the suffix: that pattern backtracked over a long run (60,000 spaces took 3.9 s of
// the event loop; a name over its 100 characters still reaches the refinements that call this).
const SUFFIX_AT_END = /(?:jr|sr|ii|iii|iv|2nd|3rd|4th)\.?$/iu;
const SEPARATOR = /[\s,]/u;
function withoutTrailingSuffix(name: string): string {
  const suffix = SUFFIX_AT_END.exec(name);
  if (!suffix || suffix.index === 0 || !SEPARATOR.test(name[suffix.index - 1]!)) return name;
  let end = suffix.index;
  while (end > 0 && SEPARATOR.test(name[end - 1]!)) end--;
  return name.slice(0, end);
}
// Spacing modifier letters (U+02B0-U+02FF) that remain after NFKD are marks written as letters: the Hawaiian ʻokina
// (Kaʻahumanu), the apostrophe ʼ, ayin ʿ and hamza ʾ of transliterations. Counters type them as nothing.
const NOT_A_NAME_LETTER = /[^\p{L}]|[\u02B0-\u02FF]/gu;

// The name as an ASCII keyboard writes it, in lower case, its spaces and punctuation kept ("garcia-lopez").
function write(name: string, twoLetters: boolean): string {
  // Lower case as Unicode's case folding has it: a final sigma is a sigma (ΠΑΠΑΔΟΠΟΥΛΟΣ, Παπαδόπουλος).
  let text = withoutTrailingSuffix(name).normalize("NFKD").toLowerCase().replace(/ς/gu, "σ");
  if (twoLetters) for (const [pattern, letters] of TWO_LETTERS) text = text.replace(pattern, letters);
  return text.replace(/\p{M}/gu, "").replace(NO_DECOMPOSITION, (letter) => LATIN_ASCII[letter]!);
}

function spell(name: string, twoLetters: boolean): string {
  return write(name, twoLetters).replace(NOT_A_NAME_LETTER, "");
}

// The name's letters in its plain spelling: "O'Brien" obrien, "José" jose, "Mary Ann" maryann, "Nguyễn" nguyen.
export function normalizeName(name: string): string {
  return spell(name, false);
}

// Every spelling a name is known by: the plain one and, where it differs, the passport one.
export function nameSpellings(name: string): string[] {
  return [...new Set([spell(name, false), spell(name, true)])];
}

// Two names are one when a spelling of one is a spelling of the other (Müller: Muller, Mueller, MÜLLER).
export function isSameName(a: string, b: string): boolean {
  const spellings = nameSpellings(a);
  return nameSpellings(b).some((s) => spellings.includes(s));
}

// Every spelling of the name as a field of `width` characters holds it, where the name is longer: a claim's patient
// segment cuts names at a fixed width (CLAIM_NAME_WIDTH, find-member-enrollment.ts), written with its spaces
// ("Espinosa de los Monteros" is ESPINOSA DE LOS) or without them (ESPINOSADELOSMO), in either spelling of isSameName.
// None for a name that fits.
export function cutSpellings(name: string, width: number): string[] {
  const cut = [false, true].flatMap((twoLetters) => {
    const written = write(name, twoLetters);
    const letters = written.replace(NOT_A_NAME_LETTER, "");
    return [written.slice(0, width).replace(NOT_A_NAME_LETTER, ""), letters.slice(0, width)];
  });
  const whole = nameSpellings(name);
  return [...new Set(cut)].filter((s) => s !== "" && !whole.includes(s));
}

// A typed name is the enrolled one when it is that name, or that name as a field of `width` characters cut it.
export function isSameOrCutName(enrolled: string, typed: string, width: number): boolean {
  if (isSameName(enrolled, typed)) return true;
  const cut = cutSpellings(enrolled, width);
  return cut.length > 0 && nameSpellings(typed).some((s) => cut.includes(s));
}

// A first or last name must have a letter to compare, or it would match every other name without one.
export function hasNameLetter(name: string): boolean {
  return normalizeName(name) !== "";
}
