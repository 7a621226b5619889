/** Spec 000 §5 step 5: the characters $ , % are stripped from typed values ("$85,000" -> "85000"). */
export function stripTypedAmount(text: string): string {
  return text.replace(/[$,%\s]/g, "");
}
