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
