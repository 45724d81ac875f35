import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/** Joins class names, later Tailwind classes winning over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
