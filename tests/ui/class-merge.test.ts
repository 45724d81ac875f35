// mergeClasses (lib/class-merge.ts) must give the same classes as tailwind-merge, the reference it
// replaces in the browser bundle, for every class list written in the code: each list alone and each
// primitive's classes (components/ui) followed by any list the app could pass to it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "@/lib/class-merge";

const ROOT = path.join(__dirname, "..", "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** String literals that look like class lists: at least one token with a dash or a known bare utility. */
function classLists(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const lists: string[] = [];
  for (const m of text.matchAll(/"([^"\n]*)"|`([^`\n$]*)`/g)) {
    const value = (m[1] ?? m[2] ?? "").trim();
    if (!value || /[A-Z]{2}|[éèàç'?,;]|^\/|https?:/.test(value)) continue;
    const tokens = value.split(/\s+/);
    if (tokens.every((t) => /^[!a-z0-9@[\]().:/_%&>*=#'-]+$/.test(t)) && tokens.some((t) => /-/.test(t))) lists.push(value);
  }
  return lists;
}

const same = (a: string, b: string) => [...new Set(a.split(" "))].sort().join(" ") === [...new Set(b.split(" "))].sort().join(" ");

describe("mergeClasses", () => {
  const all = [...new Set(["components", "app"].flatMap((d) => files(path.join(ROOT, d))).flatMap(classLists))];
  const primitives = [...new Set(files(path.join(ROOT, "components", "ui")).flatMap(classLists))];

  it("finds the code's class lists", () => {
    expect(all.length).toBeGreaterThan(200);
    expect(primitives.length).toBeGreaterThan(30);
  });

  it("keeps the later class of a kind, like tailwind-merge", () => {
    const cases: [string, string][] = [
      ["h-10 px-4 py-2 h-8", "px-4 py-2 h-8"],
      ["px-2 py-1 p-4", "p-4"],
      ["p-4 px-2", "p-4 px-2"],
      ["text-sm text-muted-foreground text-xs", "text-muted-foreground text-xs"],
      ["text-left text-red-600 text-center", "text-red-600 text-center"],
      ["bg-primary hover:bg-primary/90 bg-success hover:bg-success/90", "bg-success hover:bg-success/90"],
      ["rounded-t-xl rounded-md", "rounded-md"],
      ["border border-input border-0", "border-input border-0"],
      ["size-10 w-8", "size-10 w-8"],
      ["w-8 size-10", "size-10"],
      ["max-w-lg sm:max-w-lg max-w-md", "sm:max-w-lg max-w-md"],
      ["-translate-y-1/2 translate-y-0", "translate-y-0"],
      ["font-medium font-semibold font-mono", "font-semibold font-mono"],
      ["flex hidden", "hidden"],
      ["shadow-sm shadow-none", "shadow-none"],
      ["gap-2 gap-x-4 gap-3", "gap-3"],
      ["truncate whitespace-normal", "truncate whitespace-normal"],
      ["absolute top-4 top-center", "absolute top-4 top-center"],
    ];
    for (const [input, expected] of cases) {
      expect(same(mergeClasses(input), twMerge(input))).toBe(true);
      expect(same(mergeClasses(input), expected)).toBe(true);
    }
  });

  it("agrees with tailwind-merge on every class list of the code and every primitive + list pair", () => {
    const differences: string[] = [];
    const check = (input: string) => {
      const mine = mergeClasses(input);
      const reference = twMerge(input);
      if (!same(mine, reference)) differences.push(`${input}\n    ours: ${mine}\n    tailwind-merge: ${reference}`);
    };
    for (const list of all) check(list);
    for (const base of primitives) for (const list of all) check(`${base} ${list}`);
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
