import { useEffect, useState } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";

// zod 4's classic API keeps all of itself (about 31 kB gzip) in any chunk that builds a schema, so a form's page
// would carry it on first load. The form loads its schema, and the zod resolver, on mount instead; the schema module
// stays the one the server parses with, and validation is zodResolver(schema)'s own: same messages, same output.

type Schema = z.$ZodType<unknown, FieldValues>;

export type LazyZodResolver<T extends Schema> = Resolver<z.input<T>, unknown, z.output<T>> & {
  /** The schema, loading it (and the resolver) on the first call; a failed load is tried again on the next call. */
  schema: () => Promise<T>;
};

/** A resolver that validates like `zodResolver(await loadSchema())`, importing both on first use. */
export function lazyZodResolver<T extends Schema>(loadSchema: () => Promise<T>): LazyZodResolver<T> {
  let loading: Promise<{ schema: T; resolve: Resolver<z.input<T>, unknown, z.output<T>> }> | undefined;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => ({ schema, resolve: zodResolver(schema) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<z.input<T>, unknown, z.output<T>> = async (values, context, options) =>
    (await load()).resolve(values, context, options);
  return Object.assign(resolver, { schema: async () => (await load()).schema });
}

/**
 * The form's resolver, its schema loaded as soon as the form mounts so the first check does not wait on the network:
 * `useLazyZodResolver(() => import("@/lib/x/x-schema").then((m) => m.xSchema))`. A schema built from props lists
 * them as `deps` (`m.passwordSchema(email)`, `[email]`): when one changes (Object.is, as for useMemo) it is built
 * again. Deps must be props or state, not objects made while rendering, which would differ on every render.
 */
export function useLazyZodResolver<T extends Schema>(
  loadSchema: () => Promise<T>,
  deps: readonly unknown[] = [],
): LazyZodResolver<T> {
  const [current, setCurrent] = useState(() => ({ deps, resolver: lazyZodResolver(loadSchema) }));
  let resolver = current.resolver;
  if (deps.length !== current.deps.length || deps.some((value, index) => !Object.is(value, current.deps[index]))) {
    // Adjusting state while rendering (React's pattern for it): the new resolver is used from this render on.
    resolver = lazyZodResolver(loadSchema);
    setCurrent({ deps, resolver });
  }
  useEffect(() => {
    resolver.schema().catch(() => undefined);
  }, [resolver]);
  return resolver;
}

/**
 * The resolver's schema once it has loaded, null until then: for a screen that checks its values as they are typed
 * (a button enabled only when the form is valid).
 */
export function useLoadedSchema<T extends Schema>(resolver: LazyZodResolver<T>): T | null {
  const [loaded, setLoaded] = useState<{ resolver: LazyZodResolver<T>; schema: T } | null>(null);
  useEffect(() => {
    let current = true;
    resolver.schema().then(
      (schema) => current && setLoaded({ resolver, schema }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [resolver]);
  return loaded?.resolver === resolver ? loaded.schema : null;
}

/** A schema for a screen that parses with it directly (no react-hook-form): loaded on mount, null until then. */
export function useLazySchema<T extends Schema>(loadSchema: () => Promise<T>, deps: readonly unknown[] = []): T | null {
  return useLoadedSchema(useLazyZodResolver(loadSchema, deps));
}
