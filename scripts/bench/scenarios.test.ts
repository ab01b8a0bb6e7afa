import { describe, expect, it } from "vitest";
import { buildScenarios, warmUpScenarios } from "./scenarios";

describe("the scenarios a run warms up", () => {
  const every = buildScenarios(
    {
      names: ["amoxicillin", "lisinopril"],
      slugs: ["amoxicillin"],
      ndcs: [],
      npis: [],
      zips: ["10001"],
      chains: [],
    } as never,
    { memberId: "RX123456789", group: "GRP" },
    () => "RX000000001",
    [],
  );
  const named = (...names: string[]) => every.filter((s) => names.includes(s.name));

  it("warms type-ahead up even when --only leaves it out, so popular answers the medications it searched", () => {
    const popular = named("popular");
    expect(warmUpScenarios(every, popular).map((s) => s.name)).toEqual(["search type-ahead", "popular"]);
  });

  it("warms every measured scenario up, in the run's order, and type-ahead only once", () => {
    expect(warmUpScenarios(every, every)).toEqual(every);
    const some = named("search type-ahead", "attributes");
    expect(warmUpScenarios(every, some)).toEqual(some);
  });
});
