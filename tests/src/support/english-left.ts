/**
 * What is left of a screen's texts and accessible names once what people wrote (and names that
 * stay in every language) is taken out: the Latin words of the app's own that a screen drawn in
 * Bangla or Arabic must not show (docs/decisions.md, "Languages").
 */
export function englishLeft(notAppText: readonly (string | RegExp)[]): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  for (const el of document.body.querySelectorAll("*")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  texts.push(document.title);
  return texts
    .map((text) => notAppText.reduce<string>((left, out) => (out ? left.replaceAll(out, "") : left), text))
    .filter((text) => /[A-Za-z]/.test(text));
}
