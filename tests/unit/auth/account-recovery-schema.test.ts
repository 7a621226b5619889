import {
  needsNewRecoveryEmail,
  newPrimaryEmailSchema,
  newRecoveryEmailSchema,
  recoverAccountEmailSchema,
  recoverAccountSchema,
} from "@/lib/auth/schemas/account-recovery-schema";

const current = { userEmail: "lost@example.com", recoveryEmail: "backup@example.com" };
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("account-recovery email rules (spec 000 §5)", () => {
  test("the recovery email typed at ENTRY", () => {
    expect(firstMessage(recoverAccountEmailSchema.safeParse({ email: "" }))).toBe("Email is required");
    expect(firstMessage(recoverAccountEmailSchema.safeParse({ email: "  " }))).toBe("Email is required");
    expect(firstMessage(recoverAccountEmailSchema.safeParse({ email: "nope@" }))).toBe("Please enter a valid email");
    expect(recoverAccountEmailSchema.parse({ email: " Backup@Example.com " })).toEqual({ email: "backup@example.com" });
  });

  test("the new primary is not the current primary; the current recovery email asks for a new recovery email", () => {
    const primary = newPrimaryEmailSchema(current);
    expect(firstMessage(primary.safeParse({ newPrimaryEmail: "LOST@example.com" }))).toBe(
      "This email is already your primary email",
    );
    expect(primary.safeParse({ newPrimaryEmail: "backup@example.com" }).success).toBe(true);
    expect(needsNewRecoveryEmail("Backup@example.com", current)).toBe(true);
    expect(needsNewRecoveryEmail("new@example.com", current)).toBe(false);
    expect(needsNewRecoveryEmail("new@example.com", { ...current, recoveryEmail: null })).toBe(false);
  });

  test("the new recovery is neither the current recovery nor the new primary", () => {
    const recovery = newRecoveryEmailSchema(current, "new@example.com");
    expect(firstMessage(recovery.safeParse({ newRecoveryEmail: "backup@example.com" }))).toBe(
      "This email is already your recovery email",
    );
    expect(firstMessage(recovery.safeParse({ newRecoveryEmail: "NEW@example.com" }))).toBe(
      "This email is already your primary email",
    );
    expect(firstMessage(recovery.safeParse({ newRecoveryEmail: "" }))).toBe("Email is required");
    expect(recovery.safeParse({ newRecoveryEmail: "third@example.com" }).success).toBe(true);
  });

  test("the server's schema applies all of them together", () => {
    const server = recoverAccountSchema(current);
    const base = { newPassword: "Fresh-Harbor-77!" };
    expect(server.safeParse({ ...base, newPrimaryEmail: "new@example.com" }).success).toBe(true);
    expect(firstMessage(server.safeParse({ ...base, newPrimaryEmail: "backup@example.com" }))).toBe("Email is required");
    expect(
      firstMessage(server.safeParse({ ...base, newPrimaryEmail: "new@example.com", newRecoveryEmail: "new@example.com" })),
    ).toBe("This email is already your recovery email");
    expect(
      server.safeParse({ ...base, newPrimaryEmail: "backup@example.com", newRecoveryEmail: "third@example.com" }).success,
    ).toBe(true);
    expect(firstMessage(server.safeParse({ newPassword: "weak", newPrimaryEmail: "new@example.com" }))).toBe(
      "Password not strong enough",
    );
  });
});
