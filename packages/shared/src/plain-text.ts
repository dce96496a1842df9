/**
 * A tutor's reply as screen readers should hear it, and as the learning history shows it in a line: markdown marks and
 * maths delimiters removed.
 */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/```[^\n]*\n?/g, '')
      .replace(/\\[()[\]]/g, ' ')
      .replace(/\$+/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      // Emphasis marks around words, not a times sign ('3*4') or a name's underscore.
      .replace(/(\*\*|__|~~)(?=\S)([^\n]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?![\w*])/gm, '$1$2')
      .replace(/`+/g, '')
      .replace(/\|/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
  );
}
