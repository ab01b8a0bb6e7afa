// The name on a store's sign without its store number: "Mariano's #504" is a Mariano's, "Walgreens #15654" a
// Walgreens (store names carry the number where a store list gives it: prisma/seed/NETWORK.md).
export function withoutStoreNumber(storeName: string): string {
  return storeName.replace(/\s+#\s*\d+$/, "");
}
