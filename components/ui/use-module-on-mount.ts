import { useEffect, useState } from "react";

// For parts of a page that show only after its data has loaded anyway (the data comes from the browser): their code
// is fetched alongside the data instead of with the page, so the page's first load carries less.

/** `load`, called once and shared; a failed load is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The module `load` brings, fetched on mount: null until it is here, "failed" when it could not be. */
export function useModuleOnMount<T>(load: () => Promise<T>): T | null | "failed" {
  const [loaded, setLoaded] = useState<T | null | "failed">(null);
  useEffect(() => {
    let current = true;
    load().then(
      (module) => current && setLoaded(() => module),
      () => current && setLoaded("failed"),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return loaded;
}
