import {
  contestedTransferMessage,
  deletedLineMessage,
  deletedLineSubject,
  deletedTransactionMessage,
  deletedTransferAfter,
  negativeDayMessage,
  transferSubject,
} from "@/lib/domain/ledger-messages";
import { plainSpaces } from "@/lib/domain/money";

describe("the sentences the ledger stores", () => {
  it("names a deleted line by its name, its side and its value", () => {
    expect(plainSpaces(deletedLineSubject("Wave", "debut", 5_000))).toBe("Ligne Wave (Début, 5 000 F)");
    expect(plainSpaces(deletedLineMessage("Moussa Diop", "Fatou Ba", "sortie", 1_250_000))).toBe("Moussa Diop a supprimé la ligne Fatou Ba (Fin, 1 250 000 F).");
  });

  it("tells a deleted transaction with its amount, who it was with, its day and the reason", () => {
    expect(plainSpaces(deletedTransactionMessage("Awa Fall", { francs: 15_000, name: "Wave", day: "2026-11-24" }, "Doublon"))).toBe(
      "Awa Fall a supprimé une transaction de 15 000 F (Wave, 24/11/2026). Raison : Doublon",
    );
  });

  it("tells a day closed in the red, with the justification when there is one", () => {
    expect(plainSpaces(negativeDayMessage("Ibou Sarr", -3_000, "2026-11-24", "Billet déchiré"))).toBe("Ibou Sarr : GR -3 000 F le 24/11/2026 — « Billet déchiré »");
    expect(plainSpaces(negativeDayMessage("Ibou Sarr", -3_000, "2026-11-24", null))).toBe("Ibou Sarr : GR -3 000 F le 24/11/2026");
  });

  it("tells a contested transfer, and names a transfer by its amount", () => {
    expect(plainSpaces(contestedTransferMessage({ to: "Awa", from: "Moussa", francs: 300_000, day: "2026-11-24" }, "Rien reçu"))).toBe(
      "Awa conteste le transfert de 300 000 F reçu de Moussa le 24/11/2026 : « Rien reçu »",
    );
    expect(plainSpaces(transferSubject(300_000))).toBe("Transfert de 300 000 F");
  });

  it("keeps both lines' values after a transfer's deletion, null for a line that went, and the amount as it read", () => {
    expect(deletedTransferAfter([120_000, null], 300_000)).toEqual({ senderLineValue: 120_000, receiverLineValue: null, montant: "300\u00a0000\u00a0F" });
    expect(deletedTransferAfter([], 5)).toEqual({ senderLineValue: null, receiverLineValue: null, montant: "5\u00a0F" });
  });
});
