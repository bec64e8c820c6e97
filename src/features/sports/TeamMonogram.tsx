import styles from './sports-game.module.css';

/** The hue of a team's monogram: the same name always gets the same colour (FNV-1a of its letters). */
export function teamHue(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name.toLowerCase()) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return (h >>> 0) % 360;
}

/** Up to two letters: the initials of the first two words ("Sporting Reading" -> "SR"), or a one-word name's first two. */
export function monogramOf(name: string): string {
  const words = name.split(/[\s\-–—.]+/u).filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.length >= 2 ? [...words[0]!].slice(0, 1).concat([...words[1]!].slice(0, 1)) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/**
 * A team's coloured monogram (issue 11): drawn from its name, no image to download. The colour is set through the
 * CSSOM (a React style object), which the strict CSP allows.
 */
export function TeamMonogram({ name }: { name: string }) {
  return (
    <span className={styles.monogram} style={{ backgroundColor: `hsl(${teamHue(name)} 55% 36%)` }} aria-hidden="true" data-testid="team-monogram">
      {monogramOf(name)}
    </span>
  );
}
