// drizzle's migrator applies, on an existing database, only the migrations dated after the last one applied:
// a migration dated earlier than its predecessor would never run on an upgraded database.
import { readFileSync } from "node:fs";
import path from "node:path";

it("dates every migration after the one before it", () => {
  const journal = JSON.parse(readFileSync(path.join(process.cwd(), "drizzle", "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  for (let i = 1; i < journal.entries.length; i++) {
    expect({ tag: journal.entries[i]!.tag, after: journal.entries[i]!.when > journal.entries[i - 1]!.when }).toEqual({ tag: journal.entries[i]!.tag, after: true });
  }
});
