/** Rounds to one decimal, halves away from zero (spec 001 §9): 1.25 -> 1.3, -1.25 -> -1.3. */
export function roundOneDecimal(value: number): number {
  // toFixed-free: scale, round the magnitude, restore the sign. The epsilon absorbs binary noise (1.005 * 10).
  const scaled = Math.abs(value) * 10;
  return (Math.sign(value) * Math.round(scaled + Number.EPSILON * scaled)) / 10 || 0;
}
