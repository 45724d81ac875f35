// The dataset flags shared by seed:scale and bench: --supervisors --partners --days.
export interface ScaleArgs {
  supervisors: number;
  partners: number;
  days: number;
}

export const FULL_SCALE: ScaleArgs = { supervisors: 100, partners: 300, days: 365 };

/** Reads the dataset flags out of argv; other flags are left for the caller (`rest`). */
export function parseScaleArgs(argv: string[], defaults: ScaleArgs = FULL_SCALE): { args: ScaleArgs; rest: string[] } {
  const args = { ...defaults };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!.replace(/^--/, "");
    if (!(name in args)) {
      rest.push(argv[i]!);
      continue;
    }
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} attend un entier positif`);
    args[name as keyof ScaleArgs] = value;
  }
  return { args, rest };
}
