/** React keys for a list of texts without ids: the text itself, numbered when it repeats. */
export function keyedTexts(texts: readonly string[]): { key: string; text: string }[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: count === 1 ? text : `${text}#${count}`, text };
  });
}
