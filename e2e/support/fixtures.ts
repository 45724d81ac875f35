// The users every e2e run starts with (seeded before the server starts). Specs add their own data.
export const E2E_ADMIN = { nomComplet: "Admin Principal", telephone: "770000001", code: "246810", role: "ADMIN" } as const;

export const E2E_USERS = {
  supervisor: { nomComplet: "Moussa Diop", telephone: "771000001", code: "111111", role: "SUPERVISEUR" },
  supervisor2: { nomComplet: "Awa Ndiaye", telephone: "771000002", code: "222222", role: "SUPERVISEUR" },
  partner: { nomComplet: "Fatou Sarr", telephone: "772000001", code: "333333", role: "PARTENAIRE" },
  partner2: { nomComplet: "Ibrahima Fall", telephone: "772000002", code: "444444", role: "PARTENAIRE" },
} as const;

export type E2ERole = "admin" | keyof typeof E2E_USERS;

export const ALL_E2E_USERS = { admin: E2E_ADMIN, ...E2E_USERS } as const;

/** The first supervisor's lines of yesterday (seeded): debut 50 000, sortie 45 000 on LIQUIDE. */
export const E2E_YESTERDAY = [
  { lineType: "debut", accountKey: "LIQUIDE", newValue: 50_000 },
  { lineType: "sortie", accountKey: "LIQUIDE", newValue: 45_000 },
] as const;

/**
 * The GR trend journeys' own supervisor (e2e/trend.spec.ts), seeded with days before today so that today
 * opens with a carried-over Début (the form says "reporté du") and the trend has a history. Not one of
 * the logged-in roles: the spec signs her in itself. Each day: [offset from today, lines set by the admin].
 */
export const E2E_TREND_SUPERVISOR = { nomComplet: "Khady Tendance", telephone: "771000009", code: "909090", role: "SUPERVISEUR" } as const;
/** Days before today, each: [offset from today, the lines the admin set]. */
export type SeededDays = readonly (readonly [number, readonly { lineType: "debut" | "sortie"; accountKey: "LIQUIDE" | "ORANGE_MONEY" | "WAVE"; newValue: number }[]])[];
export const E2E_TREND_DAYS: SeededDays = [
  [-5, [{ lineType: "debut", accountKey: "LIQUIDE", newValue: 200_000 }, { lineType: "sortie", accountKey: "LIQUIDE", newValue: 230_000 }]],
  // opens with Début Liquide 230 000 carried from the day before
  [-4, [{ lineType: "sortie", accountKey: "LIQUIDE", newValue: 210_000 }, { lineType: "debut", accountKey: "WAVE", newValue: 50_000 }, { lineType: "sortie", accountKey: "WAVE", newValue: 45_000 }]],
  // -3: nothing recorded; -2 opens with Liquide 210 000 and Wave 45 000
  [-2, [{ lineType: "sortie", accountKey: "LIQUIDE", newValue: 260_000 }, { lineType: "sortie", accountKey: "WAVE", newValue: 40_000 }]],
  // -1 opens with Liquide 260 000 and Wave 40 000; today opens with Liquide 300 000, "reporté du" yesterday
  [-1, [{ lineType: "sortie", accountKey: "LIQUIDE", newValue: 300_000 }]],
];

/**
 * The ordinary day's supervisors (e2e/day-entries.spec.ts), one per screen size: yesterday each of his three
 * accounts had its Début and its counted Fin, so today opens with those Fins carried over and his day is three
 * Fins and the close.
 */
export const E2E_ORDINARY_SUPERVISORS = {
  phone: { nomComplet: "Awa Ordinaire", telephone: "771000010", code: "101010", role: "SUPERVISEUR" },
  desktop: { nomComplet: "Ousmane Ordinaire", telephone: "771000011", code: "111011", role: "SUPERVISEUR" },
} as const;
export const E2E_ORDINARY_DAY: SeededDays = [
  [
    -1,
    [
      { lineType: "debut", accountKey: "LIQUIDE", newValue: 110_000 },
      { lineType: "sortie", accountKey: "LIQUIDE", newValue: 120_000 },
      { lineType: "debut", accountKey: "ORANGE_MONEY", newValue: 50_000 },
      { lineType: "sortie", accountKey: "ORANGE_MONEY", newValue: 60_000 },
      { lineType: "debut", accountKey: "WAVE", newValue: 80_000 },
      { lineType: "sortie", accountKey: "WAVE", newValue: 90_000 },
    ],
  ],
];
