import { isGatewayError, type GatewayError } from '@/lib/http/errors';

/** The gateway error a call was refused with; fails the test if the call succeeded or failed otherwise. */
export async function refusal(p: Promise<unknown>): Promise<GatewayError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!isGatewayError(e)) throw new Error(`expected a gateway refusal, got ${String(e)}`);
  return e;
}
