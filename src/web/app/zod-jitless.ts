// Zod compiles a faster parser for each object schema with `new Function` when the page allows
// eval, and probes for that the moment the first object schema is built. The app's
// Content-Security-Policy forbids eval (script-src 'self'), so the probe is refused and Chromium
// reports a CSP violation and a console error, on every page that loads a domain schema. Jitless
// parsing is what runs under that policy anyway; saying so up front skips the probe.
// main.tsx imports this first, before any module that builds a schema (they all load later).
import { config } from 'zod/v4/core';

config({ jitless: true });
