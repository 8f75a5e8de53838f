// A route's code is fetched when the route is first shown. After a deploy, an open tab may ask for a
// chunk the server no longer has (404), or the network may drop: the dynamic import then rejects with
// one of these, depending on the browser. Such an error goes away with a reload; a render error may not.
const CHUNK_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload of a chunk's stylesheet
  /loading (css )?chunk \S+ failed/i, // webpack-style bundlers
];

/** True when the error says a lazily loaded chunk (script or stylesheet) could not be fetched. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
};
