// Taps before hydration (lib/early/events.ts): the early script's rules, run from its
// source text (what the documents inline) on a small stand-in for the DOM. The journeys in a real browser are
// e2e/early-taps.spec.ts.
import { EARLY_EVENTS_SCRIPT, type EarlyEvents, type EarlyHandOver } from "@/lib/early/events";

/** Just enough of an element: attributes, a tree, and the selectors the script uses. */
class El {
  attrs = new Map<string, string>();
  children: El[] = [];
  parent: El | null = null;
  value = "";
  textContent = "";
  focused = false;
  constructor(
    public tag: string,
    attrs: Record<string, string> = {},
    children: El[] = [],
  ) {
    for (const [k, v] of Object.entries(attrs)) this.attrs.set(k, v);
    for (const child of children) this.append(child);
  }
  append(child: El) {
    child.parent = this;
    this.children.push(child);
    return this;
  }
  get id() {
    return this.attrs.get("id") ?? "";
  }
  get name() {
    return this.attrs.get("name") ?? "";
  }
  get hidden() {
    return this.attrs.has("hidden");
  }
  set hidden(value: boolean) {
    if (value) this.attrs.set("hidden", "");
    else this.attrs.delete("hidden");
  }
  get form(): El | null {
    let el = this.parent;
    while (el && el.tag !== "form") el = el.parent;
    return el;
  }
  getAttribute(name: string) {
    return this.attrs.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attrs.set(name, value);
  }
  removeAttribute(name: string) {
    this.attrs.delete(name);
  }
  focus() {
    doc.active = this;
  }
  matches(selector: string) {
    const m = /^([a-z]*)(?:\[([a-z-]+)(?:="([^"]*)")?\])?$/.exec(selector);
    if (!m) throw new Error(`sélecteur non pris en charge : ${selector}`);
    const [, tag, attr, value] = m;
    if (tag && this.tag !== tag) return false;
    if (attr && !this.attrs.has(attr)) return false;
    if (attr && value !== undefined && this.attrs.get(attr) !== value) return false;
    return true;
  }
  closest(selector: string): El | null {
    return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null);
  }
  all(): El[] {
    return this.children.flatMap((c) => [c, ...c.all()]);
  }
  querySelectorAll(selector: string) {
    return this.all().filter((el) => el.matches(selector.replace('button[type="submit"]', "button[type=\"submit\"]")));
  }
  querySelector(selector: string) {
    return this.querySelectorAll(selector)[0] ?? null;
  }
}

const doc = {
  root: new El("html"),
  active: null as El | null,
  querySelector: (selector: string) => doc.root.querySelector(selector),
  getElementById: (id: string) => doc.root.all().find((el) => el.id === id) ?? null,
};

type Listener = (event: FakeEvent) => void;
class FakeEvent {
  defaultPrevented = false;
  stopped = false;
  constructor(
    public type: string,
    public target: El | null,
    public key?: string,
  ) {}
  preventDefault() {
    this.defaultPrevented = true;
  }
  stopImmediatePropagation() {
    this.stopped = true;
  }
}

function install() {
  const listeners: Record<string, Listener[]> = {};
  const announced: string[] = [];
  const win = {
    document: doc,
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    dispatchEvent: (event: { type: string; detail: { name: string; kind: string } }) => {
      announced.push(`${event.detail.kind}:${event.detail.name}`);
      return true;
    },
  } as unknown as Window & { __caisseEarly?: EarlyEvents };
  (globalThis as { CustomEvent?: unknown }).CustomEvent ??= class {
    constructor(
      public type: string,
      init: { detail: unknown },
    ) {
      Object.assign(this, init);
    }
  };
  new Function("window", EARLY_EVENTS_SCRIPT)(win);
  const fire = (type: string, target: El | null, key?: string) => {
    const event = new FakeEvent(type, target, key);
    for (const listener of listeners[type] ?? []) listener(event);
    return event;
  };
  return { early: win.__caisseEarly!, fire, announced };
}

function dashboard() {
  const plus = new El("button", { "data-early": "open:new-transaction" });
  const close = new El("button", { "data-early": "close:new-transaction" });
  const dialog = new El("div", { tabindex: "-1" }, [close]);
  const shell = new El("div", { "data-early-for": "new-transaction", hidden: "" }, [dialog]);
  doc.root = new El("html", {}, [new El("body", {}, [plus, shell])]);
  return { plus, close, dialog, shell };
}

function loginForm() {
  const message = "⚠️ Veuillez remplir tous les champs obligatoires (*)";
  const phone = new El("input", { id: "login-telephone", name: "telephone", "data-early-required": message });
  const code = new El("input", { id: "login-code", name: "Code", "data-early-required": message, "aria-describedby": "login-code-hint" });
  const idle = new El("span", { "data-early-idle": "" });
  const busy = new El("span", { "data-early-busy": "", hidden: "" });
  const button = new El("button", { type: "submit" }, [idle, busy]);
  const form = new El("form", { "data-early": "submit:login" }, [
    phone,
    new El("p", { id: "login-telephone-error", hidden: "" }),
    code,
    new El("p", { id: "login-code-error", hidden: "" }),
    button,
  ]);
  doc.root = new El("html", {}, [new El("body", {}, [form])]);
  return { message, phone, code, button, form, idle, busy, phoneError: doc.getElementById("login-telephone-error")!, codeError: doc.getElementById("login-code-error")! };
}

describe("the early script", () => {
  it("is self-contained source text that installs once", () => {
    dashboard();
    const { early } = install();
    expect(typeof early.claim).toBe("function");
    // a second copy (a document that carries it twice) keeps the first one's state
    const win = { __caisseEarly: early } as unknown as Window;
    new Function("window", EARLY_EVENTS_SCRIPT)(win);
    expect((win as unknown as { __caisseEarly: EarlyEvents }).__caisseEarly).toBe(early);
  });

  it("opens the dialog's frame on a tap on +, closes it on Fermer or Escape, and hands a waiting tap to React once", () => {
    const { plus, close, dialog, shell } = dashboard();
    const { early, fire, announced } = install();
    const tap = fire("click", plus);
    expect(tap.defaultPrevented && tap.stopped).toBe(true);
    expect(shell.hidden).toBe(false);
    expect(doc.active).toBe(dialog);
    fire("click", close);
    expect(shell.hidden).toBe(true);
    expect(doc.active).toBe(plus);
    fire("click", plus);
    expect(fire("keydown", null, "Escape").defaultPrevented).toBe(true);
    expect(shell.hidden).toBe(true);
    fire("click", plus);
    expect(announced).toEqual(["open:new-transaction", "close:new-transaction", "open:new-transaction", "close:new-transaction", "open:new-transaction"]);

    const handOvers: EarlyHandOver[] = [];
    const release = early.claim("new-transaction", (h) => handOvers.push(h));
    expect(handOvers).toEqual([{ replay: true, invalid: [] }]);
    expect(announced.at(-1)).toBe("claim:new-transaction");
    expect(shell.hidden).toBe(true); // the frame is React's to replace
    // React owns the + now: the script leaves its taps alone
    const later = fire("click", plus);
    expect(later.defaultPrevented || later.stopped).toBe(false);
    expect(shell.hidden).toBe(true);
    // released (unmounted), the script answers again
    release();
    fire("click", plus);
    expect(shell.hidden).toBe(false);
  });

  it("hands nothing over when the frame was closed before React came", () => {
    const { plus, close } = dashboard();
    const { early, fire } = install();
    fire("click", plus);
    fire("click", close);
    const handOvers: EarlyHandOver[] = [];
    early.claim("new-transaction", (h) => handOvers.push(h));
    expect(handOvers).toEqual([{ replay: false, invalid: [] }]);
  });

  it("never lets the login form go natively: empty fields get their message, typing takes it away", () => {
    const f = loginForm();
    const { early, fire } = install();
    const submit = fire("submit", f.form);
    expect(submit.defaultPrevented).toBe(true);
    expect([f.phoneError.hidden, f.phoneError.textContent]).toEqual([false, f.message]);
    expect([f.codeError.hidden, f.codeError.textContent]).toEqual([false, f.message]);
    expect(f.phone.getAttribute("aria-invalid")).toBe("true");
    expect(f.phone.getAttribute("aria-describedby")).toBe("login-telephone-error");
    expect(f.code.getAttribute("aria-describedby")).toBe("login-code-error login-code-hint");
    expect(doc.active).toBe(f.phone);
    // nothing waits: an invalid form is answered in full
    expect(f.button.getAttribute("disabled")).toBeNull();

    f.phone.value = "771234567";
    fire("input", f.phone);
    expect([f.phoneError.hidden, f.phoneError.textContent]).toEqual([true, ""]);
    expect(f.phone.getAttribute("aria-invalid")).toBeNull();
    expect(f.phone.getAttribute("aria-describedby")).toBeNull();

    // hydrated: the code's message is handed over, the DOM put back as React rendered it
    const handOvers: EarlyHandOver[] = [];
    early.claim("login", (h) => handOvers.push(h));
    expect(handOvers).toEqual([{ replay: false, invalid: ["Code"] }]);
    expect([f.codeError.hidden, f.codeError.textContent]).toEqual([true, ""]);
    expect(f.code.getAttribute("aria-describedby")).toBe("login-code-hint");
    expect(f.code.getAttribute("aria-invalid")).toBeNull();
  });

  it("holds a filled login form, busy, until React takes it, then puts everything back", () => {
    const f = loginForm();
    const { early, fire } = install();
    f.phone.value = "771234567";
    f.code.value = "123456";
    expect(fire("submit", f.form).defaultPrevented).toBe(true);
    expect(f.button.getAttribute("disabled")).toBe("");
    expect([f.idle.hidden, f.busy.hidden]).toEqual([true, false]);
    expect(f.form.getAttribute("aria-busy")).toBe("true");
    expect([f.phone.getAttribute("readonly"), f.code.getAttribute("readonly")]).toEqual(["", ""]);
    // a second submit while waiting changes nothing
    fire("submit", f.form);

    const handOvers: EarlyHandOver[] = [];
    early.claim("login", (h) => handOvers.push(h));
    expect(handOvers).toEqual([{ replay: true, invalid: [] }]);
    expect(f.button.getAttribute("disabled")).toBeNull();
    expect([f.idle.hidden, f.busy.hidden]).toEqual([false, true]);
    expect(f.form.getAttribute("aria-busy")).toBeNull();
    expect(f.phone.getAttribute("readonly")).toBeNull();
    // React's own submit from now on
    expect(fire("submit", f.form).defaultPrevented).toBe(false);
  });
});
