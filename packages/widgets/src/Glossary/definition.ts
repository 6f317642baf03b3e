/**
 * The paragraphs of a definition: blocks separated by a blank line (spec of the term page). Line
 * breaks inside a paragraph are soft (joined with a space), whitespace is trimmed and empty blocks
 * dropped, so '\r\n' files and stray blank lines render the same.
 */
export function definitionParagraphs(definition: string): string[] {
  return definition
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0);
}
