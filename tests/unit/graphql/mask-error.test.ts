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

  test("an unreachable database is a 503 to retry, without the driver's details", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" });
    const masked = maskError(locatedError(refused, undefined, ["plan"]), "Unexpected error.") as GraphQLError;
    expect(masked.message).toBe("The service is briefly unavailable. Please try again in a few seconds.");
    expect(masked.extensions).toEqual({
      code: "SERVICE_UNAVAILABLE",
      http: { status: 503, headers: { "retry-after": "5" } },
    });
    expect(JSON.stringify(masked)).not.toContain("10.0.0.5");
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
