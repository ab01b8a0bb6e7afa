// A network of two stores in one zip (a chain's at its rooftop, an independent's at the zip's centroid) and a zip with
// no place name: every kind of value a store and a zip hold, for the tests of the network's read model.
const store = { street: "1 Main St", city: "Springfield", state: "IL", zip: "62701", lat: 39.8, lng: -89.65 };

export const TWO_STORE_NETWORK = {
  chains: [
    { code: "CVS", name: "CVS Pharmacy" },
    { code: "INDEPENDENT", name: "Independent pharmacy" },
  ],
  pharmacies: [
    { ...store, npi: "1000000001", name: "CVS Pharmacy", chainCode: "CVS", phone: "2175550100" },
    { ...store, npi: "1000000002", name: "Corner Drug", chainCode: "INDEPENDENT", phone: null },
  ].map((p, i) => ({
    ...p,
    placement: i === 0 ? ("rooftop" as const) : ("zip" as const),
    openingHours: i === 0 ? "Mo-Fr 09:00-21:00" : null,
  })),
  zips: [
    { zip: "62701", lat: 39.8, lng: -89.65, city: "Springfield", state: "IL" },
    { zip: "62702", lat: 39.82, lng: -89.64, city: null, state: null },
  ],
};
