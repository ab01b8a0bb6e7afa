-- Where each store stands: "rooftop" (matched to a public store list) or "zip" (its zip's centroid), and its hours.
ALTER TABLE "Pharmacy" ADD COLUMN "placement" TEXT NOT NULL DEFAULT 'zip';
ALTER TABLE "Pharmacy" ADD COLUMN "openingHours" TEXT;
