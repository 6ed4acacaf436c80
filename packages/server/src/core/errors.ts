import type { ErrorCode } from '@nsa/api';

/** A refusal that becomes the contract's error envelope with the same HTTP status. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.headers = headers;
  }
}
