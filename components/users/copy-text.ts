"use client";

// Copying a text to the clipboard, also on plain http where navigator.clipboard does not exist. Here rather
// than in lib/client/, whose modules go in every page's first load (next.config.ts): only ./code-dialog uses it.

/** Copies `text`; false when neither the Clipboard API nor the old copy command would take it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, page not focused): fall back below
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  // inside the open dialog if there is one: a modal dialog keeps the focus (and the selection) to itself
  (document.querySelector("[role=dialog]") ?? document.body).appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
