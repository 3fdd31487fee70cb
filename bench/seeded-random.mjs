// The bench corpora's seeded randomness, so every run builds the same files from the same seed.

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed) {
  let state = Number(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `line` without two characters chosen by `random` (lines of two characters or fewer stay). */
export function dropTwo(line, random) {
  const characters = [...line];
  if (characters.length > 2) {
    characters.splice(Math.floor(random() * characters.length), 1);
    characters.splice(Math.floor(random() * characters.length), 1);
  }
  return characters.join('');
}
