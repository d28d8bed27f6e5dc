import { server } from '../setup';

/** Counts the requests the emulator sees whose path contains `pathPart`, from now until `stop()`. */
export function countRequests(pathPart: string) {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.includes(pathPart)) n += 1;
  };
  server.events.on('request:start', listener);
  return { get: () => n, stop: () => server.events.removeListener('request:start', listener) };
}
