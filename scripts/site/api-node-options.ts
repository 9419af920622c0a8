// The Node.js options the API runs with (decisions 118 and 130), for every script that starts
// server/main.ts. `npm run api` passes the same in package.json, and a test keeps the two alike.
//
// --max-semi-space-size=16: V8 sizes its young generation from the machine's memory and grows it to
// 2 × 64 MB while the API loads its modules, then keeps it; 16 MB semi-spaces hold the API's allocation
// rate between collections and keep the difference off the resident set (decision 118 has the figures).
// --optimize-for-size: V8 otherwise lets the old generation grow to several times what survives a
// collection before it collects again, and keeps the pages it freed. Under a steady load that held far
// more than the API uses (decision 130); with this flag the resident set stays near its idle size.
export const API_NODE_OPTIONS = ['--max-semi-space-size=16', '--optimize-for-size'];
