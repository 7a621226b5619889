import { zodResolver } from "@hookform/resolvers/zod";
import type { ResolverOptions } from "react-hook-form";
import { z } from "zod";
import { lazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";

const schema = z.object({
  name: z.string().trim().min(1, "Please give it a name."),
  amount: z.string().transform((text) => Number(text.replace(/[$,]/g, ""))),
});
type Values = z.input<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe("lazyZodResolver", () => {
  test("answers exactly as zodResolver(schema): the same messages and the same parsed values", async () => {
    const lazy = lazyZodResolver(async () => schema);
    for (const values of [{ name: "  ", amount: "1" }, { name: " Rent ", amount: "$1,250" }]) {
      expect(await lazy(values, undefined, options)).toEqual(await zodResolver(schema)(values, undefined, options));
    }
    expect(await lazy({ name: " Rent ", amount: "$1,250" }, undefined, options)).toEqual({
      errors: {},
      values: { name: "Rent", amount: 1250 },
    });
  });

  test("loads the schema once, and again after a failed load", async () => {
    const load = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const lazy = lazyZodResolver(load);
    await expect(lazy({ name: "a", amount: "1" }, undefined, options)).rejects.toThrow("offline");
    await lazy({ name: "a", amount: "1" }, undefined, options);
    await lazy({ name: "b", amount: "2" }, undefined, options);
    expect(await lazy.schema()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
