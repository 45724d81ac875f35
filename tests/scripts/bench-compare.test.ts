// npm run bench's comparison with the previous result: which earlier result it may be set against, which
// scenarios it flags as slower, and when the machine's load makes the figures unreliable.
import {
  chooseBaseline,
  compareResults,
  compareScenario,
  comparisonLines,
  loadLines,
  percentText,
  type BenchFile,
  type ScenarioFigures,
} from "@/scripts/bench/lib/compare";

const scale = { supervisors: 10, partners: 30, days: 20 };
const settings = { connections: 1, writers: 50, duration: 2, scale };
const quiet = { start: [0.2, 0.3, 0.3], end: [0.8, 0.5, 0.4] };

const scenario = (id: string, p50: number, p95: number, rps: number, peakRssMb: number | null = 300): ScenarioFigures => ({ id, name: `Scénario ${id}`, p50, p95, rps, peakRssMb });

function run(scenarios: ScenarioFigures[], extra: Partial<BenchFile> = {}): BenchFile {
  return { date: "2026-11-25T10:00:00.000Z", settings, engines: { pglite: { scenarios, idleMemory: { rssMb: 250 } } }, machine: { cpus: 2, loadavg: quiet }, ...extra };
}

describe("compareScenario", () => {
  it("flags a p95 more than 20 % higher, with the percentage and the figure that moved", () => {
    const row = compareScenario(scenario("a", 10, 20, 100), scenario("a", 11, 26.8, 95));
    expect(row.p95.percent).toBeCloseTo(34);
    expect(row.slowerBy).toBeCloseTo(34);
    expect(row.slowerOn).toBe("p95");
  });

  it("flags a rate more than 20 % lower", () => {
    const row = compareScenario(scenario("a", 10, 20, 100), scenario("a", 10, 20, 70));
    expect(row.rps.percent).toBeCloseTo(-30);
    expect(row.slowerBy).toBeCloseTo(30);
    expect(row.slowerOn).toBe("req/s");
  });

  it("does not flag 19 % slower, nor anything faster", () => {
    expect(compareScenario(scenario("a", 10, 20, 100), scenario("a", 12, 23.8, 81)).slowerBy).toBeNull();
    expect(compareScenario(scenario("a", 10, 20, 100), scenario("a", 5, 10, 200)).slowerBy).toBeNull();
  });

  it("has no change for a figure missing on either side (no server peak for the SQL floor)", () => {
    const row = compareScenario(scenario("a", 10, 20, 100, null), scenario("a", 10, 20, 100, 320));
    expect(row.peakRssMb.percent).toBeNull();
    expect(row.slowerBy).toBeNull();
  });
});

describe("chooseBaseline", () => {
  it("passes over a result of another size or other loads, saying why, and takes the next", () => {
    const full = run([scenario("a", 10, 20, 100)], { settings: { ...settings, scale: { supervisors: 100, partners: 300, days: 365 } } });
    const fourConnections = run([scenario("a", 10, 20, 100)], { settings: { ...settings, connections: 4 } });
    const same = run([scenario("a", 10, 20, 100)]);
    const { baseline, skipped } = chooseBaseline(run([]), [
      { source: "absent", file: null },
      { source: "complet", file: full },
      { source: "4 connexions", file: fourConnections },
      { source: "rapide", file: same },
    ]);
    expect(baseline?.source).toBe("rapide");
    expect(skipped).toEqual([expect.stringMatching(/^complet : autre jeu de données \(100×300×365, ici 10×30×20\)/), expect.stringMatching(/^4 connexions : lectures à 4/)]);
  });

  it("finds nothing when no earlier result matches", () => {
    const other = run([], { settings: { ...settings, writers: 10 } });
    expect(chooseBaseline(run([]), [{ source: "x", file: other }]).baseline).toBeNull();
  });
});

describe("compareResults and what is printed", () => {
  const before = run([scenario("dash", 10, 20, 100), scenario("gone", 1, 2, 3)]);
  const after = run([scenario("dash", 13, 26.8, 74), scenario("new", 1, 2, 3)], { engines: { pglite: { scenarios: [scenario("dash", 13, 26.8, 74), scenario("new", 1, 2, 3)], idleMemory: { rssMb: 275 } }, postgres: { scenarios: [] } } });

  it("matches scenarios by id, lists the new and the gone, and the engines measured only now", () => {
    const comparison = compareResults(after, { source: "avant", file: before });
    expect(comparison.engines).toHaveLength(1);
    const [pglite] = comparison.engines;
    expect(pglite!.rows.map((r) => r.id)).toEqual(["dash"]);
    expect(pglite!.added).toEqual(["Scénario new"]);
    expect(pglite!.removed).toEqual(["Scénario gone"]);
    expect(pglite!.idle?.percent).toBeCloseTo(10);
    expect(comparison.missingEngines).toEqual(["postgres"]);
  });

  it("prints each change in percent and the flag, with the load of both runs", () => {
    const comparison = compareResults(after, { source: "bench/results-quick.json (passage précédent)", file: before });
    const text = comparisonLines(comparison, [], quiet, 2).join("\n");
    expect(text).toContain("Comparaison avec bench/results-quick.json (passage précédent), du 2026-11-25 10:00 UTC : variation en %");
    expect(text).not.toContain("durée mesurée");
    expect(text).toMatch(/Scénario dash\s+\+30 %\s+\+34 %\s+−26 %\s+0 %\s+⚠ plus lent de 34 % \(p95\)/);
    expect(text).toContain("Mémoire au repos : 250 → 275 Mo (+10 %)");
    expect(text).toContain("Charge de la machine (moyenne sur 1 / 5 / 15 min, 2 cœurs) : au départ 0.20 / 0.30 / 0.30 ; à la fin 0.80 / 0.50 / 0.40");
    expect(text).toContain("Charge lors du passage de référence : au départ 0.20");
    expect(text).not.toContain("peu fiables");
  });

  it("notes a different measured duration", () => {
    const longer = { ...before, settings: { ...settings, duration: 10 } };
    const text = comparisonLines(compareResults(after, { source: "avant", file: longer }), [], quiet, 2).join("\n");
    expect(text).toContain("durée mesurée 10 s la fois précédente, 2 s ici");
  });

  it("says clearly when there is nothing to compare with", () => {
    const text = comparisonLines(null, ["bench/results.json (dernier commit) : autre jeu de données"], quiet, 2).join("\n");
    expect(text).toContain("aucun résultat précédent comparable");
    expect(text).toContain("écarté — bench/results.json (dernier commit) : autre jeu de données");
    expect(text).toContain("Charge de la machine");
  });
});

describe("loadLines", () => {
  it("warns when the 1-minute load passes half the cores, at the start or at the end", () => {
    expect(loadLines({ start: [1.0, 3, 3], end: [0.9, 3, 3] }, 2)).toHaveLength(1);
    const busyStart = loadLines({ start: [1.2, 0.5, 0.5], end: [0.5, 0.5, 0.5] }, 2);
    expect(busyStart[1]).toMatch(/^⚠ charge de 1\.20 au départ .* chiffres peu fiables/);
    const busyEnd = loadLines({ start: [0.5, 0.5, 0.5], end: [2.5, 1, 1] }, 4);
    expect(busyEnd).toHaveLength(2);
    expect(busyEnd[1]).toMatch(/^⚠ charge de 2\.50 à la fin \(plus que cœurs ÷ 2 = 2\)/);
  });
});

it("writes percentages signed and rounded", () => {
  expect([percentText(12.4), percentText(-8.6), percentText(0.3), percentText(null)]).toEqual(["+12 %", "−9 %", "0 %", "—"]);
});
