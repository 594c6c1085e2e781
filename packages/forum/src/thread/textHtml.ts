/**
 * Text a member typed in the plain field before the editor came, as the editor's HTML:
 * one paragraph a line, built as DOM nodes (the text stays text).
 */
export function textToHtml(typed: string): string {
  const container = document.createElement('div');
  for (const line of typed.split('\n')) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    container.append(paragraph);
  }
  return typed.trim() ? container.innerHTML : '';
}
