/** A word or sign of the data as a literal inside a regular expression ("1º", "zł.", "c/o"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
