-- Searches counted per UTC day and medication instead of one row per search: the popular endpoint's query no longer
-- grows with the number of searches. Existing searches are carried over (createdAt is stored in UTC).
CREATE TABLE "SearchCount" (
    "day" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "SearchCount_pkey" PRIMARY KEY ("day","slug")
);

INSERT INTO "SearchCount" ("day", "slug", "count")
SELECT to_char("createdAt", 'YYYY-MM-DD'), "slug", COUNT(*)::INTEGER FROM "SearchEvent"
GROUP BY to_char("createdAt", 'YYYY-MM-DD'), "slug";

DROP TABLE "SearchEvent";
