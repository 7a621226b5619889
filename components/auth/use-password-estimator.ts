"use client";

import { useEffect, useState } from "react";
import { isPasswordEstimatorLoaded, loadPasswordEstimator } from "@/lib/auth/password-strength";

/**
 * Loads the password rule's estimator (zxcvbn and its dictionaries) once the component mounts, outside the page's
 * first load, and answers true once it is there, so the meter and the form's validity can be measured again.
 */
export function usePasswordEstimator(): boolean {
  const [loaded, setLoaded] = useState(isPasswordEstimatorLoaded);
  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    void loadPasswordEstimator().then(
      () => !cancelled && setLoaded(true),
      // Offline or a failed chunk: the meter keeps its short list and the server still applies the full rule.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [loaded]);
  return loaded;
}
