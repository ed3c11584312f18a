// Shared setup for the unit and machine suites. jsdom is opted into per file with
// `// @vitest-environment jsdom`, so pure tests stay fast.
export {};
