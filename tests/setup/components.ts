import "@testing-library/jest-dom";

// jsdom has no layout: scrolling is a no-op here (wizard steps scroll to the top) instead of a logged error.
window.scrollTo = () => {};
