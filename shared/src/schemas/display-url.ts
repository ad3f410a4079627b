// A supplier URL may carry a secret: `user:pw@` credentials or an API key in the query string. The
// desk connects with the URL as configured but only ever shows it without those parts: in results,
// DOWN reasons, summaries, logs and documents.

/** `url` without credentials, query string or fragment; "(unparseable URL)" when it is not a URL. */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "(unparseable URL)";
  }
}

// A scheme starts where a word starts: the look-behind keeps every start inside a long word from rescanning it.
const URL_IN_TEXT = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi;

/** `text` with every URL in it shown as displayUrl shows it (error messages quote the URL they failed on). */
export function redactUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (found) => {
    const shown = displayUrl(found);
    // Not parseable: still drop anything that looks like credentials or a query.
    return shown === "(unparseable URL)" ? found.replace(/\/\/[^/@\s]*@/, "//").replace(/[?#][\s\S]*/, "") : shown;
  });
}

/** `url` without the slashes at its end ("https://x.example/" → "https://x.example"). */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}
