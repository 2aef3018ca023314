import { HttpError } from '../core/errors';

/** An error answered with a body of its own (409 with the changes, 422 with the fields), not just `{ error }`. */
export class AntwortFehler extends HttpError {
  constructor(
    statusCode: number,
    readonly body: { error: string } & Record<string, unknown>,
  ) {
    super(statusCode, body.error);
    this.name = 'AntwortFehler';
  }
}

export const konflikt = (message: string): HttpError => new HttpError(409, message);
export const nichtGefunden = (message: string): HttpError => new HttpError(404, message);
