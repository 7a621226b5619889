// Operations of this area register on the builder here (being built).
export {};
