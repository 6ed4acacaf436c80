import type { EndpointName } from '@nsa/api';
import { expect, within } from 'storybook/test';
import { handlers, scenarios } from './mocks.ts';
import { afterRetries, patient, settled } from './screenQueries.ts';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A refused token ends the session: back to sign-in with the warning, whatever the screen. */
export const sessionExpiredStory = {
  parameters: {
    msw: { handlers: [...scenarios.sessionExpired(), ...handlers] },
    // The warning toast times out while the picture is taken; the play checks it instead.
    screenshot: false,
  },
  play: (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Sign in' }, patient);
    await expect(
      await canvas.findByText('Your session has ended. Sign in again.', {}, patient),
    ).toBeVisible();
  }) satisfies Play,
};

/** The screen's lists answer 500: after the console's retries, the error and a way to try again. */
export function serverErrorStory(endpoints: EndpointName | EndpointName[]) {
  return {
    parameters: { msw: { handlers: [...scenarios.error('500', endpoints), ...handlers] } },
    play: (async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(/The list could not be loaded/, {}, afterRetries)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
      await settled(canvas, 'Loading…', afterRetries);
    }) satisfies Play,
  };
}
