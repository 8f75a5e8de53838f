// The V8 flags the API runs with, wherever it is started from Node (npm start, npm run bench).
// A 4 MB semi-space keeps the young generation small: in the bench the API's peak RSS under load
// went from about 272 MB to 235 MB, with the same throughput. A heap growing factor of 1.5 (V8's own
// goes up to 4): the old generation is collected once it is half again as large as what the last full
// collection kept, not four times, so the garbage that requests in flight promote does not pile up to
// about 200 MB before a collection. The API's peak RSS under the load scenarios went from 278-289 MB
// to 156-163 MB with the same CPU per request (docs/performance.md, History, issue 33 item 3).
// The Dockerfile and docker-compose.yml pass the same flags on their `node` command lines.
export const API_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];
