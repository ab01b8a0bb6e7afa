-- Searches counted per UTC day and medication instead of one row per search: the popular endpoint's query no longer
-- grows with the number of searches. Existing searches are carried over (SQLite stores createdAt as ISO 8601 UTC).
CREATE TABLE "SearchCount" (
    "day" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    PRIMARY KEY ("day", "slug")
);

INSERT INTO "SearchCount" ("day", "slug", "count")
SELECT strftime('%Y-%m-%d', "createdAt"), "slug", COUNT(*) FROM "SearchEvent"
GROUP BY strftime('%Y-%m-%d', "createdAt"), "slug";

PRAGMA foreign_keys=off;
DROP TABLE "SearchEvent";
PRAGMA foreign_keys=on;
