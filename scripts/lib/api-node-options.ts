// The Node.js options the API runs with (decision 118), for every script that starts server/main.ts.
// `npm run api` passes the same in package.json.
//
// --max-semi-space-size=16: V8 sizes its young generation from the machine's memory and grows it to
// 2 × 64 MB while the API loads its modules, then keeps it; 16 MB semi-spaces hold the API's allocation
// rate between collections and keep about 100 MB off the resident set.
export const API_NODE_OPTIONS = ['--max-semi-space-size=16'];
