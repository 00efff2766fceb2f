import { z } from 'zod';

// Issue 20 §1: zod compiles object parsers with `new Function` when it may; to find out it tries
// once, which a strict CSP (script-src 'self', no 'unsafe-eval') refuses and reports as a
// violation. Jitless parsing never tries. Imported first by main.tsx, before any parse.
z.config({ jitless: true });
