/** How every link flow ends (the provider's Link, the sandbox dialog): a public token and the bank it is for. */
export type LinkSuccess = { publicToken: string; institution: { name: string; institutionId: string } };
