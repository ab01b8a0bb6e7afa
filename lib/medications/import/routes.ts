// The route a dose is taken by, read from the catalog's dose form and from the Orange Book's "DF;Route" column, so a
// trade name only names catalog products given the same way: Vivitrol (naltrexone for injection) is not the
// naltrexone tablets, Seasonique (pills) not the Twirla patch (derive-search-names.ts).
export const ROUTES = [
  "oral",
  "injected",
  "eye",
  "ear",
  "nose",
  "inhaled",
  "vaginal",
  "rectal",
  "urethral",
  "skin",
] as const;
export type Route = (typeof ROUTES)[number];

// Dose forms by their words; a form no pattern names is swallowed or held in the mouth (tablets, capsules, oral
// liquids and powders, films, lozenges, gum, packs, mouthwash, toothpaste).
const FORM_ROUTES: readonly [RegExp, readonly Route[]][] = [
  [/^ophthalmic/, ["eye"]],
  [/^otic/, ["ear"]],
  [/^nasal/, ["nose"]],
  [/^(inhaler|inhalation)/, ["inhaled"]],
  [/^vaginal/, ["vaginal"]],
  [/^rectal/, ["rectal"]],
  [/^suppository$/, ["rectal", "vaginal"]],
  [/^urethral/, ["urethral"]],
  [/(injection|injectable|syringe|injector|cartridge|implant|intravesical)/, ["injected"]],
  [
    /^(cream|gel|ointment|lotion|topical|foam|shampoo|liquid-soap|oil|medicated|patch|powder-spray|irrigation)/,
    ["skin"],
  ],
  [/^(mucosal|mucous)/, ["skin", "oral"]],
];

export function routesOfDoseForm(form: string): readonly Route[] {
  return FORM_ROUTES.find(([pattern]) => pattern.test(form))?.[1] ?? ["oral"];
}

// The Orange Book's route words ("ORAL", "ORAL-28", "INTRAMUSCULAR", "TRANSDERMAL", "SUBLINGUAL"); routes it lists
// that no catalog form has (intrauterine, dental, intravitreal) are not a route a pharmacy's catalog could match.
const ORANGE_BOOK_ROUTES: readonly [RegExp, Route][] = [
  [/^(ORAL|SUBLINGUAL|BUCCAL|TRANSMUCOSAL)/, "oral"],
  [
    /^(INTRAMUSCULAR|INTRAVENOUS|SUBCUTANEOUS|INJECTION|INTRADERMAL|IM-IV|IV \(INFUSION\)|INTRAVESICAL|IMPLANTATION|INTRA-ARTICULAR|INTRAVITREAL|INTRATHECAL|EPIDURAL)/,
    "injected",
  ],
  [/^OPHTHALMIC/, "eye"],
  [/^OTIC/, "ear"],
  [/^NASAL/, "nose"],
  [/^(INHALATION|RESPIRATORY)/, "inhaled"],
  [/^VAGINAL/, "vaginal"],
  [/^RECTAL/, "rectal"],
  [/^URETHRAL/, "urethral"],
  [/^(TOPICAL|TRANSDERMAL|CUTANEOUS|PERCUTANEOUS)/, "skin"],
];

// The routes of an Orange Book "DF;Route" value ("TABLET;ORAL", "SOLUTION;ORAL, RECTAL"), or null when it names one
// this reading does not know (then no route is checked).
export function routesOfOrangeBook(dosageFormRoute: string): ReadonlySet<Route> | null {
  const words = (dosageFormRoute.split(";")[1] ?? "").split(",").map((w) => w.trim().toUpperCase());
  const routes = new Set<Route>();
  for (const word of words) {
    const route = ORANGE_BOOK_ROUTES.find(([pattern]) => pattern.test(word))?.[1];
    if (!route) return null;
    routes.add(route);
  }
  return routes.size > 0 ? routes : null;
}

// Whether a medication sells a dose given by one of these routes (null: any).
export function sellsByRoute(doses: readonly { doseForm: string }[], routes: ReadonlySet<Route> | null): boolean {
  return routes === null || doses.some((d) => routesOfDoseForm(d.doseForm).some((r) => routes.has(r)));
}
