// A phone is found however it is typed: with its country code (+221 or 00221), with spaces, or without, and
// whether it was stored with its country code or without (DESIGN keeps it as typed). Every phone search: the
// users screen, the partners list, the transactions' entity filter and the partners' balances.
import { GET as all } from "@/app/api/users/all/route";
import { GET as partners } from "@/app/api/users/partners/route";
import { GET as entities } from "@/app/api/transactions/entities/search/route";
import { GET as balances } from "@/app/api/partner-balance/route";
import { call } from "../helpers/http";
import { roleTokens, type RoleTokens } from "../helpers/roles";
import { createTestUser } from "../helpers/users";

let tokens: RoleTokens;

// one supervisor and one partner stored without their country code, one of each stored with it
beforeAll(async () => {
  tokens = await roleTokens();
  await createTestUser("SUPERVISEUR", { nomComplet: "Sans Indicatif Sup", telephone: "780000001" });
  await createTestUser("SUPERVISEUR", { nomComplet: "Avec Indicatif Sup", telephone: "221780000002" });
  await createTestUser("PARTENAIRE", { nomComplet: "Sans Indicatif Part", telephone: "780000003" });
  await createTestUser("PARTENAIRE", { nomComplet: "Avec Indicatif Part", telephone: "221780000004" });
});

/** The ways people type the phone ending in `last`: the number as dialled at home, and the international forms. */
const typings = (last: string) => [`+22178000000${last}`, `+221 78 000 00 0${last}`, `00221 78000000${last}`, `0022178000000${last}`, `22178000000${last}`, `78 000 00 0${last}`, `78000000${last}`];

const usersFound = async (search: string) =>
  ((await call(all, "/api/users/all", { token: tokens.adminToken, query: { search } })).body.data.users as { nomComplet: string }[]).map((u) => u.nomComplet);
const partnersFound = async (search: string) =>
  ((await call(partners, "/api/users/partners", { token: tokens.adminToken, query: { search } })).body.data.partners as { nomComplet: string }[]).map((u) => u.nomComplet);
const entitiesFound = async (type: "supervisors" | "partners", q: string) =>
  ((await call(entities, "/api/transactions/entities/search", { token: tokens.adminToken, query: { type, q } })).body.data.results as { nomComplet: string }[]).map((u) => u.nomComplet);
const balancesFound = async (search: string) =>
  ((await call(balances, "/api/partner-balance", { token: tokens.adminToken, query: { search } })).body.data.partners as { nomComplet: string }[]).map((u) => u.nomComplet);

const cases: [string, string][] = [
  ["1", "Sans Indicatif Sup"],
  ["2", "Avec Indicatif Sup"],
  ["3", "Sans Indicatif Part"],
  ["4", "Avec Indicatif Part"],
];

describe("a phone search folds +221, 00221 and spaces", () => {
  it.each(cases)("finds the user whose phone ends in %s on the users screen, however it is typed", async (last, name) => {
    for (const search of typings(last)) expect([search, await usersFound(search)]).toEqual([search, [name]]);
  });

  it("finds partners the same way in the partners list and their balances", async () => {
    for (const [last, name] of cases.slice(2)) {
      for (const search of typings(last)) {
        expect([search, await partnersFound(search)]).toEqual([search, [name]]);
        expect([search, await balancesFound(search)]).toEqual([search, [name]]);
      }
    }
  });

  it("finds supervisors and partners the same way in the transactions' entity filter", async () => {
    for (const [last, name] of cases) {
      const type = name.endsWith("Sup") ? "supervisors" : "partners";
      for (const q of typings(last)) expect([q, await entitiesFound(type, q)]).toEqual([q, [name]]);
    }
  });

  it("keeps a part of a number a part: every phone with 78 000 00, none with another country's code", async () => {
    expect((await usersFound("+221 78 000 00")).sort()).toEqual(cases.map(([, name]) => name).sort());
    expect(await usersFound("+33 78 000 00 01")).toEqual([]);
    expect(await usersFound("0033780000001")).toEqual([]);
  });
});
