import "@testing-library/jest-dom";
import { preloadDialog } from "@/components/ui/dialog";

// jsdom has no layout: scrolling is a no-op here (wizard steps scroll to the top) instead of a logged error.
window.scrollTo = () => {};

// In a browser Radix Dialog has loaded on the first idle moment, before a person opens a dialog: tests open dialogs
// the same way, except tests/components/ui/dialog-on-demand.test.tsx, which opens one before it has loaded.
if (!expect.getState().testPath?.endsWith("dialog-on-demand.test.tsx")) beforeAll(() => preloadDialog());
