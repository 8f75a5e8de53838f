// The V8 flags the API runs with, wherever it is started from Node (npm start, npm run bench).
// A heap growing factor of 1.5 (V8's own goes up to 4): the old generation is collected once it is half
// again as large as what the last full collection kept, not four times, so the garbage that requests in
// flight promote no longer piles up to about 200 MB (on 49 MB live) before a collection. With the old
// generation held down so, an 8 MB semi-space (it was 4 MB, which had kept the peak lower while the old
// generation grew freely) promotes less and scavenges half as often. Under the bench's load scenarios the
// API's peak RSS went from 275-294 MB to 167 MB, its CPU per request down by about a tenth
// (docs/performance.md, History, issue 33 item 3). The Dockerfile and docker-compose.yml pass the same
// flags on their `node` command lines.
export const API_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];

// The flags of `npm run rebuild-read-models` (package.json writes them on its command line; the bench's
// rebuild row runs its rounds in a process started with these). A rebuild is a batch job that allocates
// per event (the batch's JSON, the events, their row changes, the COPY text) and keeps little: with a
// 64 MB semi-space it is scavenged a quarter as often and promotes less, Node's CPU per 100,000 events
// fell from 0.71-0.78 s to 0.56-0.62 s and the rebuild from 1.17-1.19 s to 1.04-1.05 s (docs/performance.md,
// History, issue 33 item 6). The API keeps its 8 MB: it is a long-lived process held to a memory budget.
export const REBUILD_NODE_FLAGS = ['--max-semi-space-size=64'];
