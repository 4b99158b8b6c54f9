/**
 * Wraps text from users (a job title, a name, a message) in a Unicode first-strong isolate before it goes into a
 * translated sentence, so that a Persian title in an English sentence (or the reverse) keeps its own direction and
 * does not reorder the words around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
