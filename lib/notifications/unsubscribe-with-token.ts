import { hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { loadPreferences } from "./get-notification-preferences";
import { resolvePreferenceOwner } from "./resolve-preference-owner";
import { writeCategoryChoice } from "./update-notification-preference";

/**
 * The one-click unsubscribe of RFC 8058 (a POST from the mail client, no session): turns off the category of the
 * email that carried the token, or every category the owner may turn off when the token names none. Throws the
 * invalid-token error for a bad or expired token. Security emails stay on: they cannot be opted out of.
 */
export async function unsubscribeWithToken({ token }: { token: string }): Promise<{ categoryNames: string[] }> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const owner = await resolvePreferenceOwner(tx, { viewer: null, unsubscribeToken: token, write: true });
    const { categoryId } = await tx.unsubscribeToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(token.trim()) },
      select: { categoryId: true },
    });
    const categories = (await loadPreferences(tx, owner)).filter(
      (category) => category.canUserOptOut && (categoryId === null || category.id === categoryId),
    );
    for (const category of categories) await writeCategoryChoice(tx, owner, category.id, "OFF");
    return { categoryNames: categories.map((category) => category.categoryName) };
  });
}
