// How many medicines "My medicines" holds: every one is priced at every pharmacy of the region on each visit.
export const MAX_LIST_ITEMS = 10;
