import { boundedMemo } from "@/lib/domain/memo";

describe("a bounded memo", () => {
  it("computes a key once while it is kept, and starts afresh when full", () => {
    const calls: string[] = [];
    const twice = boundedMemo(2, (key) => (calls.push(key), key + key));
    expect([twice("a"), twice("b"), twice("a")]).toEqual(["aa", "bb", "aa"]);
    expect(calls).toEqual(["a", "b"]);
    // a third key empties it: "a" is computed again, the answers never change
    expect(twice("c")).toBe("cc");
    expect(twice("a")).toBe("aa");
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });

  it("keeps a falsy answer as an answer", () => {
    let calls = 0;
    const never = boundedMemo(10, () => (calls++, false));
    never("x");
    never("x");
    expect(calls).toBe(1);
  });
});
