// Plan-member verification emails (issue 3 "abuse resistance"): a signed-in user may ask for a link at most once a
// minute and 5 times an hour, an address receives at most 5 an hour, and one network address may ask 20 times an
// hour. Opening links is limited too, although a 256-bit token cannot be guessed.
export const PLAN_MEMBER_VERIFICATION_LIMITS = {
  cooldownSeconds: 60,
  perUserPerHour: 5,
  perWorkEmailPerHour: 5,
  perIpPerHour: 20,
  verifyAttemptsPerUserPerHour: 20,
} as const;
