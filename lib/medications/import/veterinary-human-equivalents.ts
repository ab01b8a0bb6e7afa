// Animal drugs of the FDA Green Book (by NADA/ANADA application number) whose active ingredient is a human drug a
// human pharmacy fills for pets. The Green Book file here has no ingredient column: each ingredient is the one the
// Green Book lists for that application, written as the catalog names the human generic. A trade name only becomes
// a search name when the Green Book file lists its application and the catalog sells the generic.
export const VETERINARY_HUMAN_EQUIVALENTS: Record<string, string> = {
  "055-099": "amoxicillin / clavulanate", // Clavamox tablets
  "055-101": "amoxicillin / clavulanate", // Clavamox Drops
  "055-078": "amoxicillin", // Amoxi-Tabs
  "055-081": "amoxicillin", // Amoxi-Tabs
  "055-085": "amoxicillin", // Amoxi-Drop
  "141-213": "meloxicam", // Metacam Oral Suspension
  "200-491": "meloxicam", // Loxicom
  "200-497": "meloxicam", // Loxicom
  "200-550": "meloxicam", // Meloxidyl
  "120-161": "clindamycin", // Antirobe Capsules
  "135-940": "clindamycin", // Antirobe Aquadrops
  "141-120": "clomipramine hydrochloride", // Clomicalm
  "141-218": "cyclosporine, modified", // Atopica
  "141-232": "cefpodoxime", // Simplicef (cefpodoxime proxetil)
  "119-688": "cefadroxil", // Cefa-Tabs
  "140-684": "cefadroxil", // Cefa-Drops
  "034-621": "furosemide", // Salix Tablets
  "141-272": "fluoxetine", // Reconcile (fluoxetine hydrochloride)
  "141-448": "levothyroxine sodium", // Thyro-Tabs Canine
  "140-921": "prednisolone", // PrednisTab
};
