/**
 * Seeded randomness that lives in the game state (mulberry32: a 32-bit state, good enough for
 * shuffling cards). Every function takes the generator's state and returns the next one, so the
 * same seed and moves always give the same game. The engine never calls Math.random.
 */

/** One step: a float in [0, 1) and the generator's next state. */
export function nextFloat(rng: number): [number, number] {
  const next = (rng + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** A whole number in [0, n). */
export function nextInt(rng: number, n: number): [number, number] {
  const [f, next] = nextFloat(rng);
  return [Math.floor(f * n), next];
}

/** A Fisher–Yates shuffle; returns a new array. */
export function shuffled<T>(rng: number, items: readonly T[]): [T[], number] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(state, i + 1);
    state = next;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, state];
}

/** Normalises any number to a valid seed (a 32-bit unsigned integer). */
export function toSeed(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) >>> 0 : 0;
}
