"use client";

import { useCallback, useEffect } from "react";

// Cloudflare Turnstile in invisible mode (spec 000 §5, 001 §7): a token for password log-in, sign-up, code entry and
// recovery. The script loads only when NEXT_PUBLIC_CAPTCHA_SITE_KEY is set; without it, or on any failure, the token
// is an empty string (the server then refuses only if it has captcha configured).
const SITE_KEY = process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY ?? "";
const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
const TOKEN_TIMEOUT_MS = 15_000;

type Turnstile = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      "error-callback": () => void;
      "timeout-callback": () => void;
    },
  ) => string;
  remove: (widgetId: string) => void;
};

let turnstileLoad: Promise<Turnstile | null> | null = null;

function loadTurnstile(): Promise<Turnstile | null> {
  turnstileLoad ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve((window as unknown as { turnstile?: Turnstile }).turnstile ?? null);
    script.onerror = () => {
      turnstileLoad = null;
      resolve(null);
    };
    document.head.append(script);
  });
  return turnstileLoad;
}

async function fetchToken(): Promise<string> {
  const turnstile = await loadTurnstile();
  if (!turnstile) return "";
  return new Promise<string>((resolve) => {
    const container = document.createElement("div");
    container.setAttribute("aria-hidden", "true");
    container.style.position = "fixed";
    container.style.left = "-10000px";
    document.body.append(container);
    let widgetId: string | null = null;
    let done = false;
    const finish = (token: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (widgetId) turnstile.remove(widgetId);
      container.remove();
      resolve(token);
    };
    const timer = setTimeout(() => finish(""), TOKEN_TIMEOUT_MS);
    try {
      widgetId = turnstile.render(container, {
        sitekey: SITE_KEY,
        callback: (token) => finish(token),
        "error-callback": () => finish(""),
        "timeout-callback": () => finish(""),
      });
    } catch {
      finish("");
    }
  });
}

/** `const getCaptchaToken = useCaptchaToken(); ... captchaToken: await getCaptchaToken()`: a fresh token per call. */
export function useCaptchaToken(): () => Promise<string> {
  useEffect(() => {
    if (SITE_KEY) void loadTurnstile();
  }, []);
  return useCallback(async () => {
    if (!SITE_KEY) return "";
    try {
      return await fetchToken();
    } catch {
      return "";
    }
  }, []);
}
