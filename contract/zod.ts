// The one way browser-bound code gets zod: configured before any schema is built.
//
// zod compiles a fast path for object schemas with `new Function` when it can, deciding when a schema
// is built. In the browser that is eval, which the site's Content-Security-Policy forbids (decision
// 027): zod's probe is refused and reported as a violation. Without it parsing is as correct and, for
// the small responses the islands read, as fast. The API (no window) keeps the fast path.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
