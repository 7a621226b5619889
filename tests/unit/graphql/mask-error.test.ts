import { GraphQLError, locatedError } from "graphql";
import { AppError } from "@/lib/errors";
import { maskError } from "@/lib/graphql/yoga";

describe("error masking", () => {
  test("a domain error keeps the spec's message and its code", () => {
    // As graphql-js reports an error thrown by a resolver.
    const wrapped = locatedError(new AppError("FORBIDDEN", "You do not have permission to do that."), undefined, ["plan"]);
    const masked = maskError(wrapped, "Unexpected error.") as GraphQLError;
    expect(masked.message).toBe("You do not have permission to do that.");
    expect(masked.extensions.code).toBe("FORBIDDEN");
  });

  test("anything unexpected is masked so no internals reach the caller", () => {
    const wrapped = locatedError(new Error('relation "User" does not exist at 10.0.0.5:5432'), undefined, ["plan"]);
    const masked = maskError(wrapped, "Unexpected error.") as GraphQLError;
    expect(masked.message).toBe("Unexpected error.");
    expect(JSON.stringify(masked)).not.toContain("10.0.0.5");
  });

  test("validation errors reach the caller unchanged", () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(maskError(validation, "Unexpected error.")).toBe(validation);
  });
});
