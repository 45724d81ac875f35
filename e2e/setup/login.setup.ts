// The setup project (playwright.config.ts): each role logs in once on each server, and its session cookie is
// saved as a Playwright storage state that the specs' pages start from (statePath).
import { writeFileSync } from "node:fs";
import { test } from "@playwright/test";
import { ALL_E2E_USERS } from "../support/fixtures";
import { serverSlots, statePath } from "../support/runtime";

for (const slot of serverSlots()) {
  test(`chaque rôle se connecte sur le serveur ${slot.index + 1}`, async () => {
    for (const [role, user] of Object.entries(ALL_E2E_USERS)) {
      const res = await fetch(`${slot.url}/api/users/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.9.0.${role.length}` },
        body: JSON.stringify({ telephone: user.telephone, Code: user.code }),
      });
      if (!res.ok) throw new Error(`connexion e2e de ${role} impossible : ${res.status} ${await res.text()}`);
      const [pair] = (res.headers.get("set-cookie") ?? "").split(";");
      const [name, ...rest] = pair!.split("=");
      const cookie = { name, value: decodeURIComponent(rest.join("=")), domain: "127.0.0.1", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" };
      writeFileSync(statePath(role, slot), JSON.stringify({ cookies: [cookie], origins: [] }));
    }
  });
}
