import { unavailable } from "../../../domain/errors.js";
import { PaymentProviderError } from "./types.js";

/** A provider that failed answers 502 with its own words, never a stack or a 500. */
export async function providerAnswer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw unavailable(`The payment provider answered: ${error.message}`);
    throw error;
  }
}
