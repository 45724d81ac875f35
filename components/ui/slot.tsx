// asChild support: renders its only child with the props given to the Slot merged in (classes joined,
// styles merged, handlers of both called — the child's first —, refs of both set), as Radix Slot does.

import { cloneElement, isValidElement, type ReactElement, type Ref } from "react";
import { cn } from "@/lib/utils";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T }).current = value;
}

export function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps>;
  const merged: AnyProps = { ...slotProps, ...child.props };
  for (const key of Object.keys(slotProps)) {
    const mine = slotProps[key];
    const theirs = child.props[key];
    if (/^on[A-Z]/.test(key) && typeof mine === "function" && typeof theirs === "function") {
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        mine(...args);
      };
    } else if (key === "className") {
      merged.className = cn(mine as string, theirs as string);
    } else if (key === "style") {
      merged.style = { ...(mine as object), ...(theirs as object) };
    } else if (key === "ref" && theirs) {
      merged.ref = (node: unknown) => {
        setRef(mine as Ref<unknown>, node);
        setRef(theirs as Ref<unknown>, node);
      };
    }
  }
  return cloneElement(child, merged);
}
