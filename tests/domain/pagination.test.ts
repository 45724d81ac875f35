import { pageWindow } from "@/lib/domain/pagination";

describe("page-number buttons", () => {
  it("shows up to 5 (or 3) pages around the current one, within bounds", () => {
    expect(pageWindow(0, 10, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(4, 10, 3)).toEqual([3, 4, 5]);
    expect(pageWindow(0, 2, 5)).toEqual([0, 1]);
    expect(pageWindow(0, 0, 3)).toEqual([]);
  });
});
