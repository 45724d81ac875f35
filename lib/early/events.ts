// Taps before hydration (docs/decisions/0074-pas-tap-perdu.md). On a slow phone the page is painted long before
// React has run (on 1.6 Mbps, the App Router's runtime alone takes 0.8 s to arrive); a tap in between would be
// lost. This script, inline at the top of every document (EarlyEventsScript, ./script.tsx; 3.1 KB minified, about
// 1.2 KB gzip, with the request's CSP nonce), catches those taps on the few controls marked for it and answers at
// once, the way an early event contract does (Google's jsaction, Angular's event replay):
//
// - `data-early="open:NAME"` (the + of the dashboards): shows the server-rendered shell `[data-early-for=NAME]`
//   (the dialog's frame: its form in plain HTML), which a `data-early="close:NAME"` button or Escape hides again
//   and resets;
//   the tap waits for React.
// - `data-early="submit:NAME"` on a form (the login form): the form never goes natively. A field marked
//   `data-early-required="message"` and left empty gets that message in its error slot (`{id}-error`), with
//   `aria-invalid`, the first such field focused, and nothing waits; with every such field
//   filled, the form shows itself busy (fields read-only, the button disabled, its `data-early-busy` label
//   shown instead of its `data-early-idle` one) and the tap waits for React.
//
// Hydration must not trip on what this script changed before it: it changes attributes only (which React does
// not check when hydrating), and the text of an error slot that React renders as an empty string with
// suppressHydrationWarning (components/ui/field-error.tsx).
//
// When the component that owns a control has hydrated, it claims NAME (lib/client/early.ts): the script undoes
// what it changed in the DOM (React's own render then takes over, in the same frame) and hands over what
// waits: { replay: a tap is waiting, invalid: the names of the fields it marked } (always called: a form also
// reads what was typed before hydration). From then on the control's events go to React. Each handled tap, and each claim, is announced as a `caisse:early` event on window
// (kind open, close, submit or claim; the field bench and the journeys read it).
//
// Written as one self-contained function turned into source text: no imports, nothing from this module's scope.

export interface EarlyHandOver {
  /** a tap is waiting for React */
  replay: boolean;
  /** the `name`s of the fields left marked invalid */
  invalid: string[];
}

export interface EarlyEvents {
  /** React owns NAME from now; `run` gets what waits. Returns the release (on unmount). */
  claim(name: string, run: (handOver: EarlyHandOver) => void): () => void;
}

/* eslint-disable no-var -- plain old JavaScript: it runs before anything else, in any browser */
export function installEarlyEvents(win: Window & { __caisseEarly?: EarlyEvents }) {
  if (win.__caisseEarly) return;
  var doc = win.document;
  var owned: Record<string, boolean> = {};
  var waiting: Record<string, boolean> = {};
  var invalid: Record<string, Record<string, () => void>> = {};
  var undo: Record<string, (() => void)[]> = {};
  var opener: Record<string, Element | null> = {};

  function remember(name: string, restore: () => void) {
    (undo[name] = undo[name] || []).push(restore);
  }
  /** Sets (or, null, removes) an attribute; answers what puts it back. */
  function change(el: Element, attr: string, value: string | null) {
    var before = el.getAttribute(attr);
    if (value === null) el.removeAttribute(attr);
    else el.setAttribute(attr, value);
    return function () {
      if (before === null) el.removeAttribute(attr);
      else el.setAttribute(attr, before);
    };
  }
  function setAttr(name: string, el: Element, attr: string, value: string | null) {
    remember(name, change(el, attr, value));
  }
  function announce(name: string, kind: string) {
    try {
      win.dispatchEvent(new CustomEvent("caisse:early", { detail: { name: name, kind: kind } }));
    } catch (_error) {
      /* an old browser without CustomEvent: nothing to announce */
    }
  }
  function shellOf(name: string) {
    return doc.querySelector('[data-early-for="' + name + '"]') as HTMLElement | null;
  }
  function closeShell(name: string) {
    var shell = shellOf(name);
    if (shell) {
      shell.hidden = true;
      // blank when opened again, as the form it stands for (its reset buttons' own reset is prevented here)
      var forms = shell.querySelectorAll("form");
      for (var i = 0; i < forms.length; i++) forms[i]!.reset();
    }
    delete waiting[name];
    var back = opener[name] as HTMLElement | null;
    opener[name] = null;
    if (back && back.focus) back.focus();
  }
  function openShell(name: string, trigger: Element) {
    var shell = shellOf(name);
    if (!shell) return false;
    shell.hidden = false;
    opener[name] = trigger;
    waiting[name] = true;
    remember(name, function () {
      shell!.hidden = true;
    });
    var focus = shell.querySelector("[tabindex]") as HTMLElement | null;
    if (focus) focus.focus();
    return true;
  }
  function clearField(name: string, field: string) {
    var restore = invalid[name] && invalid[name]![field];
    if (!restore) return;
    delete invalid[name]![field];
    restore();
  }
  function markField(name: string, input: HTMLInputElement) {
    var slot = doc.getElementById(input.id + "-error");
    var message = input.getAttribute("data-early-required") || "";
    var describedBy = input.getAttribute("aria-describedby");
    var restoreInvalid = change(input, "aria-invalid", "true");
    var restoreDescribedBy = slot ? change(input, "aria-describedby", slot.id + (describedBy ? " " + describedBy : "")) : null;
    if (slot) {
      slot.textContent = message;
      slot.hidden = false;
    }
    (invalid[name] = invalid[name] || {})[input.name] = function () {
      restoreInvalid();
      if (restoreDescribedBy) restoreDescribedBy();
      if (slot) {
        slot.textContent = "";
        slot.hidden = true;
      }
    };
  }
  function submit(name: string, form: HTMLFormElement) {
    if (waiting[name]) return;
    var required = form.querySelectorAll("[data-early-required]");
    var first: HTMLInputElement | null = null;
    for (var i = 0; i < required.length; i++) {
      var input = required[i] as HTMLInputElement;
      clearField(name, input.name);
      if (input.value.trim() === "") {
        markField(name, input);
        if (!first) first = input;
      }
    }
    if (first) {
      first.focus();
      return;
    }
    waiting[name] = true;
    setAttr(name, form, "aria-busy", "true");
    var fields = form.querySelectorAll("input");
    for (var j = 0; j < fields.length; j++) setAttr(name, fields[j]!, "readonly", "");
    var button = form.querySelector('button[type="submit"]');
    if (button) setAttr(name, button, "disabled", "");
    // the button's two labels, both rendered by React: only attributes change (hydration does not check them)
    var idle = form.querySelectorAll("[data-early-idle]");
    for (var k = 0; k < idle.length; k++) setAttr(name, idle[k]!, "hidden", "");
    var busy = form.querySelectorAll("[data-early-busy]");
    for (var l = 0; l < busy.length; l++) setAttr(name, busy[l]!, "hidden", null);
  }
  function controlOf(event: Event) {
    var target = event.target as Element | null;
    var el = target && target.closest ? target.closest("[data-early]") : null;
    if (!el) return null;
    var spec = (el.getAttribute("data-early") || "").split(":");
    var kind = spec[0]!;
    var name = spec[1] || "";
    if (!name || owned[name]) return null;
    return { el: el, kind: kind, name: name };
  }
  win.addEventListener(
    "click",
    function (event) {
      var control = controlOf(event);
      if (!control || (control.kind !== "open" && control.kind !== "close")) return;
      if (control.kind === "open" && !openShell(control.name, control.el)) return;
      if (control.kind === "close") closeShell(control.name);
      event.preventDefault();
      event.stopImmediatePropagation();
      announce(control.name, control.kind);
    },
    true,
  );
  win.addEventListener(
    "submit",
    function (event) {
      var control = controlOf(event);
      if (!control || control.kind !== "submit") return;
      // never natively: that would reload the page and lose what was typed (or put it in the address)
      event.preventDefault();
      event.stopImmediatePropagation();
      submit(control.name, control.el as HTMLFormElement);
      announce(control.name, control.kind);
    },
    true,
  );
  win.addEventListener(
    "input",
    function (event) {
      var input = event.target as HTMLInputElement | null;
      var form = input && input.form;
      var spec = form ? (form.getAttribute("data-early") || "").split(":") : [];
      if (spec[0] === "submit" && spec[1] && !owned[spec[1]]) clearField(spec[1], input!.name);
    },
    true,
  );
  win.addEventListener(
    "keydown",
    function (event) {
      if (event.key !== "Escape") return;
      for (var name in waiting) {
        var shell = shellOf(name);
        if (!owned[name] && shell && !shell.hidden) {
          closeShell(name);
          event.preventDefault();
          announce(name, "close");
        }
      }
    },
    true,
  );
  win.__caisseEarly = {
    claim: function (name, run) {
      owned[name] = true;
      var handOver: EarlyHandOver = { replay: !!waiting[name], invalid: Object.keys(invalid[name] || {}) };
      var restores = (undo[name] || []).concat(
        Object.keys(invalid[name] || {}).map(function (field) {
          return invalid[name]![field]!;
        }),
      );
      delete waiting[name];
      delete invalid[name];
      delete undo[name];
      opener[name] = null;
      for (var i = restores.length - 1; i >= 0; i--) restores[i]!();
      run(handOver);
      announce(name, "claim");
      return function () {
        delete owned[name];
      };
    },
  };
}
/* eslint-enable no-var */

/** The script's source, for the documents' `<script nonce>`. */
export const EARLY_EVENTS_SCRIPT = `(${installEarlyEvents.toString()})(window);`;
