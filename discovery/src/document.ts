/** One GET document: where it is served, its media type and its body (serialised once at start-up). */
export interface DocumentEntry {
  path: string;
  contentType: string;
  /** A string is served as is; anything else as pretty JSON. */
  body: unknown;
  /** One line for llms.txt and the landing page. */
  title: string;
}
