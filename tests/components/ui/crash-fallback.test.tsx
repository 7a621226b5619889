import { render, screen } from "@testing-library/react";
import { CrashFallback, isChunkLoadError } from "@/components/ui/crash-fallback";
import { ErrorModal } from "@/components/ui/error-modal";
import { siteConfig } from "@/lib/site-config";

describe("CrashFallback", () => {
  it("offers the home page and feedback by mail for an ordinary error", () => {
    render(<CrashFallback error={new Error("boom")} />);
    expect(
      screen.getByText(/There seems to have been an issue\. If the problem persists, please contact us at/),
    ).toHaveTextContent(siteConfig.infoEmail);
    expect(screen.getByRole("link", { name: "Redirect to home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Report Feedback" }).getAttribute("href")).toMatch(
      new RegExp(`^mailto:${siteConfig.infoEmail}\\?subject=`),
    );
    expect(screen.queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
  });

  it("offers Reload when a code chunk failed to load", () => {
    const error = new Error("Loading chunk 123 failed.");
    error.name = "ChunkLoadError";
    render(<CrashFallback error={error} />);
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Redirect to home page" })).not.toBeInTheDocument();
  });

  it("recognises chunk-load failures from their messages", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("not an error")).toBe(false);
  });
});

describe("ErrorModal", () => {
  it("apologizes, names the info address and offers Reload", () => {
    const onReload = jest.fn();
    render(<ErrorModal open onReload={onReload} />);
    const dialog = screen.getByRole("alertdialog", { name: "We apologize" });
    expect(dialog).toHaveAccessibleDescription(/^Something went wrong\. Please try reloading the page\./);
    expect(screen.getByText(/^Something went wrong/)).toHaveTextContent(
      `Something went wrong. Please try reloading the page. If the error persists, please contact us at ${siteConfig.infoEmail}.`,
    );
    screen.getByRole("button", { name: "Reload" }).click();
    expect(onReload).toHaveBeenCalled();
  });
});
