// Served other than by Caisse's own server, the app cannot see its clients' addresses: it says so loudly
// at start (lib/server/startup.ts); under its own server (lib/server/main.ts marks the process) it does not.
import { clientAddressesResolved, markClientAddressesResolved, NO_CLIENT_ADDRESS_WARNING } from "@/lib/api/address";
import { warnIfNoClientAddress } from "@/lib/server/startup";

it("warns at start, in French, only when the process was not marked by Caisse's server", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    expect(clientAddressesResolved()).toBe(false);
    expect(warnIfNoClientAddress()).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(`[caisse] ATTENTION : ${NO_CLIENT_ADDRESS_WARNING}`);
    expect(NO_CLIENT_ADDRESS_WARNING).toMatch(/aucune limite par adresse ne s'applique aux connexions ni aux demandes d'inscription/);

    warn.mockClear();
    markClientAddressesResolved();
    expect(clientAddressesResolved()).toBe(true);
    expect(warnIfNoClientAddress()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});
