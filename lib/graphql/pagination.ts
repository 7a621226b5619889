import type { ArgBuilder, ObjectRef } from "@pothos/core";
import { builder } from "@/lib/graphql/builder";
import type { CursorPage } from "@/lib/pagination/cursor-page";

/**
 * The page type of a cursor-paginated list (lib/pagination/cursor-page.ts): `nodes`, `endCursor` (pass it as `after`
 * for the next page) and `hasNextPage`. Lists take `first` and `after` (cursorArgs).
 */
export function cursorPageType<Node>(name: string, nodeType: ObjectRef<Types, Node>) {
  return builder.objectRef<CursorPage<Node>>(name).implement({
    fields: (t) => ({
      nodes: t.field({ type: [nodeType], resolve: (page) => page.nodes }),
      endCursor: t.exposeString("endCursor", { nullable: true, description: "Pass as `after` for the next page." }),
      hasNextPage: t.exposeBoolean("hasNextPage"),
    }),
  });
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** `first` (page size, capped by the list) and `after` (the previous page's endCursor). */
export function cursorArgs(t: ArgBuilder<Types>) {
  return {
    first: t.int({ required: false, description: "How many (the list's maximum when not given)." }),
    after: t.string({ required: false, description: "The previous page's endCursor." }),
  };
}
