const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');

/**
 * Names of languages and countries in a language, as glossary entries ("anglais:English", "Polen:Poland"),
 * from the ICU data Node carries (Intl.DisplayNames): a CV's "français, portugais", a datasheet's "Made in
 * Italien". Names of one word only (the glossary reads words); the lists' own entries come first.
 */
export function namesIn(locale: string): string {
  const out: string[] = [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const codes = [...letters].flatMap((a) => [...letters].map((b) => a + b));
  for (const type of ['language', 'region'] as const) {
    const there = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    const english = new Intl.DisplayNames(['en'], { type, fallback: 'none' });
    for (const code of codes) {
      const id = type === 'region' ? code.toUpperCase() : code;
      let name: string | undefined;
      let meaning: string | undefined;
      try {
        name = there.of(id);
        meaning = english.of(id);
      } catch {
        continue;
      }
      if (!name || !meaning || !/^\p{L}{3,}$/u.test(name) || !/^[\p{L} ]+$/u.test(meaning)) continue;
      // A name spelled as in English adds nothing, and may be a word of its own ("Réunion": a meeting).
      if (fold(name.toLowerCase()) === fold(meaning.toLowerCase())) continue;
      out.push(`${name.toLowerCase()}:${meaning.toLowerCase().replace(/ /g, '-')}`);
    }
  }
  return out.join('\n');
}
