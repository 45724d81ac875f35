// npm run bench's command line: the dataset's size, the engines, how long and how hard each scenario runs.
import { FULL_SCALE, parseScaleArgs, type ScaleArgs } from "../../lib/scale-args";
import type { Engine } from "./dataset";

export interface Options {
  scale: ScaleArgs;
  engines: Engine[];
  duration: number;
  warmup: number;
  connections: number;
  writers: number;
  out: string;
  /** only the scenarios whose id starts with one of these (a quick look at one path) */
  only: string[];
}

export const isFullScale = (scale: ScaleArgs) =>
  scale.supervisors === FULL_SCALE.supervisors && scale.partners === FULL_SCALE.partners && scale.days === FULL_SCALE.days;

export function parseOptions(argv: string[]): Options {
  const { args: scale, rest } = parseScaleArgs(argv);
  const options: Options = {
    scale,
    engines: process.env.BENCH_DATABASE_URL ? ["postgres", "pglite"] : ["pglite"],
    duration: 10,
    warmup: 3,
    connections: 1,
    writers: 50,
    out: isFullScale(scale) ? "bench/results.json" : "bench/results-quick.json",
    only: [],
  };
  for (let i = 0; i < rest.length; i++) {
    const [flag, value] = [rest[i], rest[i + 1]];
    i++;
    if (flag === "--engine" && (value === "pglite" || value === "postgres")) options.engines = [value];
    else if (flag === "--duration") options.duration = Number(value);
    else if (flag === "--warmup") options.warmup = Number(value);
    else if (flag === "--connections") options.connections = Number(value);
    else if (flag === "--writers") options.writers = Number(value);
    else if (flag === "--out" && value) options.out = value;
    else if (flag === "--only" && value) options.only = value.split(",");
    else throw new Error(`option inconnue ou incomplète : ${flag} ${value ?? ""}`);
  }
  if (options.engines.includes("postgres") && !process.env.BENCH_DATABASE_URL) {
    throw new Error("--engine postgres demande BENCH_DATABASE_URL (ex. postgres://postgres@127.0.0.1:5432/postgres)");
  }
  return options;
}

/** Whether a scenario is run: every one by default, or those --only names by a prefix of their id. */
export const wanted = (options: Options, id: string) => options.only.length === 0 || options.only.some((prefix) => id.startsWith(prefix));
