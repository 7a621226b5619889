import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import type { PasswordEstimator } from "@/lib/auth/password-rule";

// zxcvbn-ts with its common-password (~49,000) and diceware dictionaries, keyboard graphs and default l33t table
// (spec 000 §5's "not a commonly used password", with the simple changes people make: l33t, capitals, appended
// digits and symbols, dates). The server imports this module; the browser loads it on demand (lib/auth/
// password-strength.ts, loadPasswordEstimator) because the dictionaries are ~240 kB gzipped. No server-only imports.

let factory: ZxcvbnFactory | undefined;

export const estimatePassword: PasswordEstimator = (password, userInputs) => {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = factory.check(password, userInputs);
  const dictionaryNames = result.sequence.flatMap((match) =>
    match.pattern === "dictionary" && "dictionaryName" in match ? [String(match.dictionaryName)] : [],
  );
  return {
    guessesLog10: result.guessesLog10,
    matchedCommonPassword: dictionaryNames.includes("passwords-common"),
    matchedEmail: dictionaryNames.includes("userInputs"),
  };
};
