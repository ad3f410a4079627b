// V8 keeps a script's source as one byte per character only while every character fits in Latin-1; one
// character above U+00FF makes it two bytes per character (the 7 MB bundle then held 14 MB). esbuild
// escapes such characters in strings and identifiers but writes regular-expression literals as they are,
// so the built file is rewritten with \uXXXX escapes, which mean the same in every place they can occur.
// Source maps stay as esbuild wrote them: on a line holding such a pattern, columns after it shift a little.
// The Node server's bundle escapes Latin-1's upper half too: a file of ASCII alone is read as Latin-1 at every start,
// a copy, where UTF-8 has to be decoded (~6 ms of CPU for its 2.4 MB, issue 28).
import { readFileSync, writeFileSync } from "node:fs";

/**
 * `code` with every UTF-16 unit above `last` (U+00FF: Latin-1; U+007F: ASCII) written as a \uXXXX escape. A
 * String.raw template would keep such an escape as written, so a bundle with such a character in one is refused
 * (none has one today).
 */
export function escapeAbove(code, last = 0xff) {
  for (let at = code.indexOf("String.raw`"); at >= 0; at = code.indexOf("String.raw`", at + 1)) {
    let end = at + 11;
    while (end < code.length && code[end] !== "`") end += code[end] === "\\" ? 2 : 1;
    if ([...code.slice(at, end)].some((c) => c.charCodeAt(0) > last)) throw new Error(`one-byte-source: a String.raw template holds a character above U+${last.toString(16).padStart(4, "0")}`);
  }
  let out = "";
  let from = 0;
  for (let i = 0; i < code.length; i++) {
    const unit = code.charCodeAt(i);
    if (unit <= last) continue;
    // An identity escape ("\–" in a pattern) keeps one backslash: "\–" becomes "\u2013", not "\\u2013".
    let slashes = 0;
    while (i - slashes - 1 >= from && code[i - slashes - 1] === "\\") slashes++;
    out += code.slice(from, slashes % 2 === 1 ? i - 1 : i) + "\\u" + unit.toString(16).padStart(4, "0");
    from = i + 1;
  }
  return out + code.slice(from);
}

/** Rewrites a built file in place so V8 holds its source one byte per character (`last`: as escapeAbove). */
export function makeOneByte(file, last = 0xff) {
  writeFileSync(file, escapeAbove(readFileSync(file, "utf8"), last));
}
