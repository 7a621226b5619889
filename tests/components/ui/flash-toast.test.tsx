import { render, screen } from "@testing-library/react";
import { storeFlashToast } from "@/components/ui/flash-toast";
import { ToastProvider } from "@/components/ui/toast";

beforeEach(() => window.sessionStorage.clear());

describe("a toast carried across a page load", () => {
  it("shows once on the next page's toast provider", async () => {
    storeFlashToast({ theme: "success", message: "You are now viewing sue@example.com" });
    const { unmount } = render(<ToastProvider>page</ToastProvider>);
    expect(await screen.findByText("You are now viewing sue@example.com")).toBeInTheDocument();
    unmount();
    render(<ToastProvider>next page</ToastProvider>);
    expect(screen.queryByText("You are now viewing sue@example.com")).not.toBeInTheDocument();
  });

  it("ignores anything stored under its key that is not a toast", () => {
    window.sessionStorage.setItem("flashToast", JSON.stringify({ message: "<b>x</b>", theme: "evil" }));
    render(<ToastProvider>page</ToastProvider>);
    expect(screen.queryByText("<b>x</b>")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem("flashToast")).toBeNull();
  });
});
