// Later Tailwind classes win over earlier ones of the same kind ("h-10 ... h-8" keeps h-8), the way
// tailwind-merge does it, for the utilities this app uses (tailwind-merge itself weighs 8.8 KB gzip on
// every page). tests/ui/class-merge.test.ts compares the two on every class list of the code: a new kind
// of utility that merges differently makes it fail, and gets its rule here.

const SIDES = "(?:x|y|t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)";
const SIZES = "(?:xs|sm|base|md|lg|xl|\\d?xl)";

const EXACT: Record<string, string> = {};
const addExact = (group: string, names: string) => names.split(" ").forEach((n) => (EXACT[n] = group));
addExact("display", "block inline-block inline flex inline-flex grid inline-grid contents hidden table table-row table-cell flow-root list-item");
addExact("position", "static fixed absolute relative sticky");
addExact("visibility", "visible invisible collapse");
addExact("sr", "sr-only not-sr-only");
addExact("text-transform", "uppercase lowercase capitalize normal-case");
addExact("font-style", "italic not-italic");
addExact("text-decoration", "underline overline line-through no-underline");
addExact("fvn-spacing", "tabular-nums proportional-nums");
addExact("truncate", "truncate");
addExact("grow", "grow grow-0");
addExact("shrink", "shrink shrink-0");
addExact("shadow", "shadow");
addExact("border-w", "border");
addExact("ring-w", "ring ring-inset");
addExact("transition", "transition transition-all transition-colors transition-opacity transition-transform transition-shadow transition-none");

/** [pattern, group]: "$1" in the group is replaced by the pattern's first capture. */
const RULES: [RegExp, string][] = [
  [/^(p|px|py|pt|pr|pb|pl|ps|pe)-/, "$1"],
  [/^(m|mx|my|mt|mr|mb|ml|ms|me)-/, "$1"],
  [/^(size|w|h|min-w|min-h|max-w|max-h)-/, "$1"],
  [/^(gap-x|gap-y|gap|space-x|space-y)-/, "$1"],
  [/^(inset-x|inset-y|inset|top|right|bottom|left|start|end)-(?:[\d[(]|px$|auto$|full$)/, "$1"],
  [/^select-(?:none|text|all|auto)$/, "select"],
  [/^(z|order|opacity|basis|aspect|leading|tracking|line-clamp|whitespace|cursor|pointer-events|resize|duration|ease|delay|underline-offset|fill|stroke)-/, "$1"],
  [/^(grid-cols|grid-rows|col-span|col-start|col-end|row-span|row-start|row-end|auto-cols|auto-rows|grid-flow)-/, "$1"],
  [/^(translate-x|translate-y|rotate|scale-x|scale-y|scale|skew-x|skew-y|origin)-/, "$1"],
  [/^flex-(?:row|col)(?:-reverse)?$/, "flex-direction"],
  [/^flex-(?:wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^(?:grow|shrink)-/, "$0"],
  [/^(justify-items|justify-self|justify|items|self|content|place-content|place-items|place-self)-/, "$1"],
  [/^(overflow-x|overflow-y|overflow|overscroll-x|overscroll-y|overscroll)-/, "$1"],
  [/^break-(?:normal|words|all|keep)$/, "word-break"],
  [/^align-/, "vertical-align"],
  [new RegExp(`^text-(?:${SIZES}|\\[\\d[^\\]]*\\]|\\[length:[^\\]]*\\])(?:/.+)?$`), "font-size"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(?:ellipsis|clip)$/, "text-overflow"],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/, "font-weight"],
  [/^font-/, "font-family"],
  // like tailwind-merge: bg-gradient-to-* counts as a background colour, custom animations merge with nothing
  [/^bg-(?:none|linear-.+|radial.*|conic.*)$/, "bg-image"],
  [/^animate-(?:spin|ping|pulse|bounce|none)$/, "animate"],
  [/^bg-/, "bg-color"],
  [/^(from|via|to)-/, "$1"],
  [new RegExp(`^border-(${SIDES})(?:-(?:\\d+|\\[\\d[^\\]]*\\]))?$`), "border-w-$1"],
  [/^border-(?:\d+|\[\d[^\]]*\])$/, "border-w"],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [new RegExp(`^border-(${SIDES})-`), "border-color-$1"],
  [/^border-/, "border-color"],
  [new RegExp(`^rounded-(${SIDES})(?:-.+)?$`), "rounded-$1"],
  [/^rounded(?:-.+)?$/, "rounded"],
  [/^shadow-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.+\])$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring-(?:\d+|\[\d[^\]]*\])$/, "ring-w"],
  [/^ring-/, "ring-color"],
  [/^outline-(?:none|hidden|solid|dashed|dotted|double)$/, "outline-style"],
  [/^outline-/, "outline-color"],
  [/^decoration-/, "decoration-color"],
  [/^transition-/, "transition"],
];

/** Groups that a class of the key group also overrides ("p-4" after "px-2" drops "px-2"). */
const OVERRIDES: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  flex: ["basis", "grow", "shrink"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l", "border-w-s", "border-w-e"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": ["border-color-x", "border-color-y", "border-color-t", "border-color-r", "border-color-b", "border-color-l"],
  rounded: ["rounded-s", "rounded-e", "rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-ss", "rounded-se", "rounded-ee", "rounded-es", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "font-size": ["leading"],
  truncate: ["text-overflow"],
  "line-clamp": ["display", "overflow"],
};

function groupOf(utility: string): string | null {
  const exact = EXACT[utility];
  if (exact) return exact;
  for (const [pattern, group] of RULES) {
    const m = pattern.exec(utility);
    if (m) return group.replace("$1", m[1] ?? "").replace("$0", m[0].replace(/-$/, ""));
  }
  return null;
}

/** Splits "md:hover:!-mt-2" into its variants ("md:hover:"), and the utility without "!" and "-" ("mt-2"). */
function parse(token: string): { variants: string; utility: string } {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i + 1;
  }
  let utility = token.slice(cut);
  let important = "";
  if (utility.startsWith("!")) {
    important = "!";
    utility = utility.slice(1);
  } else if (utility.endsWith("!")) {
    important = "!";
    utility = utility.slice(0, -1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  return { variants: token.slice(0, cut) + important, utility };
}

export function mergeClasses(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const { variants, utility } = parse(token);
    const group = groupOf(utility);
    const key = group ? `${variants}|${group}` : `${variants}|=${utility}`;
    if (taken.has(key)) continue;
    taken.add(key);
    if (group) for (const other of OVERRIDES[group] ?? []) taken.add(`${variants}|${other}`);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
