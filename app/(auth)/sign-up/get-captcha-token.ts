// The invisible captcha (Cloudflare Turnstile) in the browser. Without NEXT_PUBLIC_CAPTCHA_SITE_KEY captcha is off
// and the token is "" (the server then checks nothing, lib/auth/verify-captcha-token.ts).

type Turnstile = {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      appearance?: "interaction-only";
      callback: (token: string) => void;
      "error-callback": () => void;
    },
  ): string;
  remove(widgetId: string): void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let scriptLoading: Promise<void> | undefined;

function loadTurnstile(): Promise<void> {
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = undefined;
      reject(new Error("The captcha script did not load."));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/** A fresh single-use token, or "" when captcha is off or the widget failed (the server then refuses). */
export async function getCaptchaToken(): Promise<string> {
  const siteKey = process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY;
  if (!siteKey) return "";
  try {
    await loadTurnstile();
  } catch {
    return "";
  }
  const turnstile = window.turnstile;
  if (!turnstile) return "";
  return new Promise((resolve) => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    const finish = (token: string) => {
      turnstile.remove(widgetId);
      container.remove();
      resolve(token);
    };
    const widgetId = turnstile.render(container, {
      sitekey: siteKey,
      appearance: "interaction-only",
      callback: (token) => finish(token),
      "error-callback": () => finish(""),
    });
  });
}
