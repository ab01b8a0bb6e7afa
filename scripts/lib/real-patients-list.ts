// Real-world patients and pets as partners' clients and the counter send them, written from public lists: US Census
// 2010 surname patterns (prefixes, hyphens, apostrophes), SSA given names, names of the languages spoken in the US,
// USPS Publication 28 (units, PO Box, rural route, highway contract, APO/FPO/DPO, territories, ZIP+4), NANP phone
// notation (ITU E.123, RFC 3966) and RFC 6531/5891 email. Each is a valid input: enrollment must take it, echo it
// (normalized only where the spec says: phone as 10 digits, zip and zipExtension, state and gender case), and the
// check must find the person when the counter types the name as listed in `typedAs`.

export type Sent = Record<string, unknown> & { firstName: string; lastName: string; dob: string };
export type RealPatient = {
  label: string;
  kind: "person" | "pet";
  send: Sent;
  // What the echo holds where it differs from the sent values trimmed (spec normalizations).
  echo?: Record<string, unknown>;
  // Body members the spec does not list (a pet's species and breed): ignored, not echoed.
  unlisted?: string[];
  // How the counter types the name at the check: each must find the enrollment.
  typedAs?: [firstName: string, lastName: string][];
  // Another person's name: must not find it.
  notAs?: [firstName: string, lastName: string][];
};

const person = (label: string, send: Sent, more: Omit<RealPatient, "label" | "kind" | "send"> = {}): RealPatient => ({
  label,
  kind: "person",
  send,
  ...more,
});
const name = (firstName: string, lastName: string, dob = "1975-06-15") => ({ firstName, lastName, dob });

// Dates relative to the date of service (today in New York), for the patient born today.
export function realPatients(today: string): RealPatient[] {
  const twentyYearsAgo = `${Number(today.slice(0, 4)) - 20}${today.slice(4).replace("-02-29", "-02-28")}`;
  const monthsOld = new Date(Date.parse(`${today}T12:00:00Z`) - 150 * 86_400_000).toISOString().slice(0, 10);
  return [
    // ----- names: apostrophes, hyphens, spaces, particles -----
    person("apostrophe", name("Conor", "O'Brien"), {
      typedAs: [
        ["CONOR", "OBRIEN"],
        ["Conor", "O Brien"],
      ],
    }),
    person("curly apostrophe", name("Siobhán", "O’Connor"), {
      typedAs: [
        ["SIOBHAN", "OCONNOR"],
        ["Siobhan", "O'Connor"],
      ],
    }),
    person("apostrophe in first name", name("D'Andre", "D'Angelo"), { typedAs: [["DANDRE", "DANGELO"]] }),
    person("hyphenated surname", name("María", "García-López"), {
      typedAs: [
        ["MARIA", "GARCIA LOPEZ"],
        ["Maria", "Garcia-Lopez"],
        ["maria", "garcialopez"],
      ],
      notAs: [["Maria", "Garcia"]],
    }),
    person("hyphenated first name", name("Jean-Luc", "Picard"), {
      typedAs: [
        ["JEAN LUC", "PICARD"],
        ["Jeanluc", "Picard"],
      ],
    }),
    person("two-word first name", name("Mary Ann", "Smith"), {
      typedAs: [
        ["MARYANN", "SMITH"],
        ["Mary-Ann", "Smith"],
      ],
    }),
    person("two-word first name, Spanish", name("Juan Carlos", "Rodríguez"), {
      typedAs: [["JUAN CARLOS", "RODRIGUEZ"]],
    }),
    person("particle De La", name("Rosa", "De La Cruz"), {
      typedAs: [
        ["ROSA", "DELACRUZ"],
        ["Rosa", "de la Cruz"],
      ],
    }),
    person("particle van der", name("Pieter", "van der Berg"), { typedAs: [["PIETER", "VANDERBERG"], ["Pieter", "Van Der Berg"]] }), // prettier-ignore
    person("particle St.", name("Jill", "St. John"), {
      typedAs: [
        ["JILL", "ST JOHN"],
        ["Jill", "StJohn"],
      ],
    }),
    person("particle Mc", name("Ronald", "McDonald"), { typedAs: [["RONALD", "MC DONALD"]] }),
    person("particle Da/Dos", name("João", "dos Santos"), { typedAs: [["JOAO", "DOS SANTOS"]] }),
    person("Arabic article", name("Omar", "Al-Sayed"), {
      typedAs: [
        ["OMAR", "ALSAYED"],
        ["Omar", "Al Sayed"],
      ],
    }),
    person("Irish Ó", name("Seán", "Ó Briain"), {
      typedAs: [
        ["SEAN", "O BRIAIN"],
        ["Sean", "OBriain"],
      ],
    }),
    // ----- diacritics and letters without a decomposition -----
    person("acute accent", name("José", "Muñoz"), { typedAs: [["JOSE", "MUNOZ"]], notAs: [["Josefa", "Munoz"]] }),
    person("decomposed accent (NFD, macOS)", name("Jose\u0301", "Mun\u0303oz"), { typedAs: [["José", "Muñoz"], ["JOSE", "MUNOZ"]] }), // prettier-ignore
    person("diaeresis", name("Zoë", "Brontë"), { typedAs: [["ZOE", "BRONTE"]] }),
    person("Vietnamese", name("Thị", "Nguyễn"), { typedAs: [["THI", "NGUYEN"]] }),
    person("Vietnamese đ", name("Văn", "Đặng"), { typedAs: [["VAN", "DANG"]] }),
    person("cedilla", name("Françoise", "Lefèvre"), { typedAs: [["FRANCOISE", "LEFEVRE"]] }),
    person("German umlaut", name("Jürgen", "Müller"), {
      typedAs: [
        ["JURGEN", "MULLER"],
        ["JUERGEN", "MUELLER"],
        ["Jürgen", "MÜLLER"],
      ],
    }),
    person("German ß", name("Heinz", "Groß"), {
      typedAs: [
        ["HEINZ", "GROSS"],
        ["Heinz", "GROß"],
      ],
    }),
    person("Scandinavian ø and å", name("Søren", "Ødegård"), {
      typedAs: [
        ["SOREN", "ODEGARD"],
        ["SOEREN", "OEDEGAARD"],
      ],
    }),
    person("Swedish", name("Åsa", "Björk"), {
      typedAs: [
        ["ASA", "BJORK"],
        ["AASA", "BJOERK"],
      ],
    }),
    person("Icelandic þ ð", name("Þóra", "Guðmundsdóttir"), { typedAs: [["THORA", "GUDMUNDSDOTTIR"]] }),
    person("Polish ł", name("Łukasz", "Wałęsa"), { typedAs: [["LUKASZ", "WALESA"]] }),
    person("Czech háček", name("Antonín", "Dvořák"), { typedAs: [["ANTONIN", "DVORAK"]] }),
    person("Turkish dotted and dotless i", name("İlkay", "Yıldız"), { typedAs: [["ILKAY", "YILDIZ"]] }),
    person("Turkish ş ğ", name("Gülşen", "Şahin"), { typedAs: [["GULSEN", "SAHIN"]] }),
    person("French œ", name("Cœur", "Lœvenbruck"), { typedAs: [["COEUR", "LOEVENBRUCK"]] }),
    person("Hawaiian ʻokina", name("Kaʻiulani", "Kaʻahumanu"), {
      typedAs: [
        ["KAIULANI", "KAAHUMANU"],
        ["Ka'iulani", "Ka'ahumanu"],
      ],
    }),
    person("Hausa ɓ ƙ", name("Ɓello", "Ƙasim"), { typedAs: [["BELLO", "KASIM"]] }),
    person("Nigerian hyphenated", name("Ngozi", "Okonjo-Iweala"), { typedAs: [["NGOZI", "OKONJO IWEALA"]] }),
    person("Spanish ñ", name("Begoña", "Núñez"), { typedAs: [["BEGONA", "NUNEZ"]] }),
    person("Kenyan apostrophes", name("Wanjiru", "Ng’ang’a"), { typedAs: [["WANJIRU", "NGANGA"], ["Wanjiru", "Ng'ang'a"]] }), // prettier-ignore
    person("Romanian comma below", name("Ștefan", "Țiriac"), { typedAs: [["STEFAN", "TIRIAC"]] }),
    person("Lithuanian", name("Žydrūnas", "Ilgauskas"), { typedAs: [["ZYDRUNAS", "ILGAUSKAS"]] }),
    person("Māori macron", name("Tāne", "Māhuta"), { typedAs: [["TANE", "MAHUTA"]] }),
    person("Dutch ij", name("IJsbrand", "van Dijk"), {
      typedAs: [
        ["IJSBRAND", "VAN DIJK"],
        ["Ijsbrand", "Vandijk"],
      ],
    }),
    person("Native American compound", name("Sarah", "Running Bear"), { typedAs: [["SARAH", "RUNNINGBEAR"]] }),
    // ----- other scripts: stored and matched as written -----
    person("Chinese", name("小龍", "李")),
    person("Korean", name("민준", "김")),
    person("Japanese", name("太郎", "山田"), { typedAs: [["太郎", "山田"]] }),
    person("Cyrillic", name("Дмитрий", "Иванов"), { typedAs: [["ДМИТРИЙ", "ИВАНОВ"]] }),
    person("Greek", name("Γιώργος", "Παπαδόπουλος"), { typedAs: [["ΓΙΩΡΓΟΣ", "ΠΑΠΑΔΟΠΟΥΛΟΣ"]] }),
    person("Arabic", name("محمد", "الحسن")),
    person("Hebrew", name("שרה", "כהן")),
    person("Hindi", name("प्रिया", "शर्मा")),
    // ----- suffixes, lengths, letter case -----
    person("suffix Jr.", { ...name("Martin", "King"), suffix: "Jr." }, { typedAs: [["MARTIN", "KING JR"], ["Martin", "King, Jr."]] }), // prettier-ignore
    person("suffix III", { ...name("Thurston", "Howell"), suffix: "III" }, { typedAs: [["THURSTON", "HOWELL III"]] }),
    person("suffix in the last name", name("Robert", "Griffey Jr."), { typedAs: [["ROBERT", "GRIFFEY"], ["Robert", "Griffey Jr"]] }), // prettier-ignore
    person("suffix Sr and IV", { ...name("John", "Doe Sr"), suffix: "IV" }, { typedAs: [["JOHN", "DOE"]] }),
    person("one-letter last name", name("Min", "O"), { typedAs: [["MIN", "O"]], notAs: [["Min", "Oh"]] }),
    person("one-letter first name", name("J", "Ng"), { typedAs: [["j", "NG"]] }),
    person("initial with a dot", name("J.", "Doe"), { typedAs: [["J", "DOE"]] }),
    person("long Hawaiian name", name("Keihanaikukauakahihuliheekahaunaele", "Kahalewai"), {
      typedAs: [["KEIHANAIKUKAUAKAHIHULIHEEKAHAUNAELE", "KAHALEWAI"]],
    }),
    person("long compound surname", name("Ana", "Fernández de Córdoba y Fernández de Córdoba-Figueroa de la Cerda"), {
      typedAs: [["ANA", "FERNANDEZ DE CORDOBA Y FERNANDEZ DE CORDOBA FIGUEROA DE LA CERDA"]],
    }),
    person("100-character name", name("A".repeat(50) + " " + "b".repeat(49), "Max")),
    // ----- names longer than a claim holds (12 characters of a first name, 15 of a last), from faker's lists -----
    person("long first name with particles", name("María de los Ángeles", "Espinosa de los Monteros"), {
      typedAs: [["MARIA DE LOS ANGELES", "ESPINOSA DE LOS MONTEROS"]],
      notAs: [["MARIA DE LOS", "ESPINOSA"]],
    }),
    person("long one-word first name", name("Chandraprabha", "Nagabhushanam"), { typedAs: [["CHANDRAPRABHA", "NAGABHUSHANAM"]], notAs: [["CHANDRA", "NAGABHUSHANAM"]] }), // prettier-ignore
    person("long Igbo first name", name("Ifeanyichukwu", "Olasunkanmi-Fasayo"), { typedAs: [["IFEANYICHUKWU", "OLASUNKANMI FASAYO"]] }), // prettier-ignore
    person("long Afrikaans surname", name("Pieter", "Jansen van Rensburg"), { typedAs: [["PIETER", "JANSEN VAN RENSBURG"]] }), // prettier-ignore
    person("long Croatian surname", name("Ivana", "Samardžija Momčilović"), { typedAs: [["IVANA", "SAMARDZIJA MOMCILOVIC"]] }), // prettier-ignore
    person(
      "first and middle name past the claim's width",
      { ...name("Mary", "Wollstonecraft-Shelley"), middleName: "Elizabeth" },
      { typedAs: [["MARY ELIZABETH", "WOLLSTONECRAFT SHELLEY"]] },
    ),
    person("all capitals", name("JOHN", "SMITH"), { typedAs: [["John", "Smith"]] }),
    person("all lower case", name("maria", "garcia"), { typedAs: [["MARIA", "GARCIA"]] }),
    person("middle initial", { ...name("George", "Bush"), middleName: "W." }, { typedAs: [["GEORGE W", "BUSH"]] }),
    person(
      "middle name typed into the first name",
      { ...name("Mary", "Poppins"), middleName: "Ann" },
      {
        typedAs: [
          ["MARY ANN", "POPPINS"],
          ["MARY A", "POPPINS"],
          ["MARY", "POPPINS"],
        ],
        notAs: [["MARY B", "POPPINS"]],
      },
    ),
    person("middle name with particle", { ...name("María", "Sánchez"), middleName: "de Jesús" }),
    person("surrounding spaces", name("  Ana ", " Lopez  "), { echo: { firstName: "Ana", lastName: "Lopez" } }),
    // ----- dates of birth -----
    person("leap day", name("Leap", "Year", "2000-02-29")),
    person("leap day 1904", name("Olive", "Elder", "1904-02-29")),
    person("born today", name("Baby", "Newborn", today)),
    person("age 0 (five months)", name("Infant", "Child", monthsOld)),
    person("age 100+", name("Centenarian", "Elder", "1921-07-04")),
    person("born 1900-01-01", name("Oldest", "Record", "1900-01-01")),
    person("twenty today", name("Birthday", "Today", twentyYearsAgo)),
    // ----- gender -----
    person("gender male", { ...name("Adam", "Male"), gender: "male" }),
    person("gender female", { ...name("Eve", "Female"), gender: "female" }),
    person("gender unknown", { ...name("Alex", "Unknown"), gender: "unknown" }),
    person("gender in capitals", { ...name("Sam", "Caps"), gender: "Female" }, { echo: { gender: "female" } }),
    // ----- phones (NANP), normalized to the spec's 10 digits -----
    ...[
      "2125551234",
      "(212) 555-1234",
      "212-555-1234",
      "212.555.1234",
      "212 555 1234",
      "212/555-1234",
      "+1 212 555 1234",
      "+1 (212) 555-1234",
      "+1-212-555-1234",
      "+12125551234",
      "1-212-555-1234",
      "1 (212) 555-1234",
      "12125551234",
      "212-555-1234 x123",
      "(212) 555-1234 ext. 45",
      "212.555.1234 Ext 7",
      "212-555-1234 #9",
      "tel:+1-212-555-1234",
      "+1 212-555-1234;ext=22",
      "212\u2011555\u20111234", // copied from a web page: non-breaking hyphens
      "(212) 555\u20131234", // a word processor's en dash
    ].map((phone) =>
      person(`phone ${phone}`, { ...name("Phone", "Format"), phone }, { echo: { phone: "2125551234" } }),
    ),
    person("phone Puerto Rico", { ...name("Luis", "Rivera"), phone: "(787) 555-0123" }, { echo: { phone: "7875550123" } }), // prettier-ignore
    person("phone Guam", { ...name("Maria", "Cruz"), phone: "+1 671 555 0199" }, { echo: { phone: "6715550199" } }),
    // ----- email -----
    ...[
      "jane@example.com",
      "jane.doe+pharmacy@gmail.com",
      "JANE.DOE@EXAMPLE.COM",
      "j.doe@mail.health.example.org",
      "o'brien@example.ie",
      "user_name-1@sub-domain.example.co.uk",
      "x@example.photography",
      "josé@example.com",
      "maría@ejemplo.es",
      "user@münchen.de",
      "info@café.example",
      "用户@例子.广告",
      "jane@xn--mnchen-3ya.de",
      "first.last@k12.ca.us",
      "a@b.co",
    ].map((email) => person(`email ${email}`, { ...name("Email", "Format"), email })),
    // ----- addresses (USPS Publication 28) -----
    ...(
      [
        ["unit", { line1: "350 5th Ave", line2: "Apt 4B", city: "New York", state: "NY", zip: "10118" }],
        ["unit sign #", { line1: "123 Main St # 12", city: "Springfield", state: "IL", zip: "62701" }],
        ["suite", { line1: "1 Infinite Loop", line2: "Ste 200", city: "Cupertino", state: "CA", zip: "95014" }],
        ["PO Box", { line1: "PO Box 1234", city: "Anchorage", state: "AK", zip: "99501" }],
        ["rural route", { line1: "RR 2 Box 152", city: "Plains", state: "GA", zip: "31780" }],
        ["highway contract", { line1: "HC 1 Box 123", city: "Hanksville", state: "UT", zip: "84734" }],
        ["Wisconsin grid address", { line1: "N6W23001 Bluemound Rd", city: "Waukesha", state: "WI", zip: "53188" }],
        ["Queens hyphenated number", { line1: "45-17 21st St", city: "Long Island City", state: "NY", zip: "11101" }],
        ["fraction", { line1: "123 1/2 Main St", city: "Boise", state: "ID", zip: "83702" }],
        ["apostrophe city", { line1: "100 Sherman Ave", city: "Coeur d'Alene", state: "ID", zip: "83814" }],
        ["hyphenated city", { line1: "1 W 4th St", city: "Winston-Salem", state: "NC", zip: "27101" }],
        ["state in lower case", { line1: "1 Main St", city: "Albany", state: "ny", zip: "12207" }, { state: "NY" }],
        ["zip and zipExtension", { line1: "1600 Pennsylvania Ave NW", city: "Washington", state: "DC", zip: "20500", zipExtension: "0003" }], // prettier-ignore
        ["ZIP+4 in the zip field", { line1: "1600 Pennsylvania Ave NW", city: "Washington", state: "DC", zip: "20500-0003" }, { zip: "20500", zipExtension: "0003" }], // prettier-ignore
        ["ZIP+4 with an en dash", { city: "Washington", state: "DC", zip: "20500\u20130003" }, { zip: "20500", zipExtension: "0003" }], // prettier-ignore
        ["ZIP+4 with the same extension", { city: "Washington", state: "DC", zip: "20500-0003", zipExtension: "0003" }, { zip: "20500", zipExtension: "0003" }], // prettier-ignore
        ["Puerto Rico urbanización", { line1: "150 Calle A", line2: "Urb Las Gladiolas", city: "San Juan", state: "PR", zip: "00926" }], // prettier-ignore
        ["Puerto Rico accents", { line1: "Calle Méndez Vigo 12", city: "Mayagüez", state: "PR", zip: "00680" }],
        ["Virgin Islands", { line1: "5 Dronningens Gade", city: "St Thomas", state: "VI", zip: "00802" }],
        ["Guam", { line1: "215 Rojas St", city: "Hagåtña", state: "GU", zip: "96910" }],
        ["American Samoa", { line1: "PO Box 997", city: "Pago Pago", state: "AS", zip: "96799" }],
        ["Northern Marianas", { line1: "PO Box 500", city: "Saipan", state: "MP", zip: "96950" }],
        ["APO AE", { line1: "PSC 1234, Box 5678", city: "APO", state: "AE", zip: "09012" }],
        ["FPO AP", { line1: "USS Ronald Reagan CVN 76", city: "FPO", state: "AP", zip: "96616" }],
        ["APO AA", { line1: "Unit 2050 Box 4190", city: "APO", state: "AA", zip: "34035" }],
        ["DPO AE", { line1: "Unit 8400 Box 0001", city: "DPO", state: "AE", zip: "09498" }],
        ["Micronesia", { line1: "PO Box 1234", city: "Pohnpei", state: "FM", zip: "96941" }],
        ["Marshall Islands", { line1: "PO Box 1", city: "Majuro", state: "MH", zip: "96960" }],
        ["Palau", { line1: "PO Box 100", city: "Koror", state: "PW", zip: "96940" }],
      ] as [string, Record<string, string>, Record<string, string>?][]
    ).map(
      ([label, address, normalized]) =>
      person(`address ${label}`, { ...name("Address", "Format"), address }, normalized && { echo: { address: { ...address, ...normalized } } }), // prettier-ignore
    ),
    // ----- pets: enrolled on a pets card, the pet's name and the owner's last name -----
    ...pets(today),
  ];
}

function pets(today: string): RealPatient[] {
  const pet = (label: string, firstName: string, lastName: string, more: Record<string, unknown> = {}) => ({
    label: `pet ${label}`,
    kind: "pet" as const,
    send: { firstName, lastName, dob: "2019-04-01", ...more },
    unlisted: ["species", "breed"],
  });
  return [
    pet("dog", "Buddy", "Johnson", { species: "Dog", breed: "Labrador Retriever", gender: "male" }),
    pet("cat with a title", "Mr. Whiskers", "O'Neil", { species: "cat", breed: "Domestic Shorthair" }),
    pet("hyphenated", "Sir Barks-a-Lot", "García", { species: "DOG", breed: "Poodle (Standard)" }),
    pet("accented", "Señor Pickles", "Muñoz", { species: "Dog", breed: "Chihuahua" }),
    pet("number in the name", "K-9 Max", "Smith", { species: "dog", breed: "German Shepherd Dog" }),
    pet("two words", "Princess Leia", "Nguyễn", { species: "Cat", breed: "Maine Coon", gender: "female" }),
    pet("one letter", "Q", "Lee", { species: "Rabbit", breed: "Holland Lop" }),
    pet("emoji", "Mochi 🐶", "Tanaka", { species: "Dog", breed: "Shiba Inu" }),
    pet("bird", "Polly", "Smith-Jones", { species: "Bird", breed: "African Grey Parrot", gender: "unknown" }),
    pet("horse", "Seabiscuit", "Howard", { species: "Equine", breed: "Thoroughbred" }),
    pet("mixed breed", "Biscuit", "Brown", { species: "dog", breed: "Mixed / Unknown" }),
    pet("ferret", "Bandit", "Miller", { species: "Ferret", breed: "" }),
    pet("born today", "Newborn Kitten", "Davis", { dob: today }),
    pet("senior", "Old Yeller", "Coates", { dob: "2005-02-28" }),
  ].map((p) => ({ ...p, typedAs: [[p.send.firstName.toUpperCase(), p.send.lastName.toUpperCase()]] }) as RealPatient);
}
