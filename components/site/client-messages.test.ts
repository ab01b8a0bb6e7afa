// Each page sends its client components the messages they use: every namespace that a component reached from the page
// (through its imports, the chunks it loads on demand included) asks for is in the page's list, and the page wraps
// itself in those messages.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES } from "@/lib/site/client-namespaces";
import { listSources, root, walkImports } from "@/test-support/import-graph";

function namespacesUsed(page: string): string[] {
  const { files } = walkImports([path.join(root, page)], { dynamic: true });
  const used = new Set<string>();
  for (const file of files.keys())
    for (const match of fs.readFileSync(file, "utf8").matchAll(/use(?:Site)?Translations\(\s*(\S)(\w*)/g)) {
      expect(match[1], `${path.relative(root, file)} names its namespace`).toBe('"');
      used.add(match[2]!);
    }
  return [...used].sort();
}

describe("client messages", () => {
  for (const [name, { page, namespaces }] of Object.entries(CLIENT_NAMESPACES)) {
    it(`${name} (${page}) sends the namespaces its client components use`, () => {
      expect([...namespaces].sort()).toEqual(namespacesUsed(page));
      expect(fs.readFileSync(path.join(root, page), "utf8")).toContain(`<ClientMessages page="${name}">`);
    });
  }

  it("covers every page whose components use messages in the browser", () => {
    const listed = new Set<string>(Object.values(CLIENT_NAMESPACES).map((p) => p.page));
    const pages = listSources(path.join(root, "app"))
      .map((file) => path.relative(root, file))
      .filter((file) => /(^|\/)(page|not-found|error|layout)\.tsx$/.test(file) && !listed.has(file));
    for (const page of pages) expect(namespacesUsed(page), page).toEqual([]);
  });
});
