import { VISUALLY_HIDDEN_STYLES } from '@radix-ui/react-visually-hidden';
import { css } from 'styled-components';

/**
 * Radix's visually-hidden styles as CSS, for what only CSS can hide (a table head that hides in
 * the card layout, a label hidden at some widths); elsewhere use Radix's `VisuallyHidden` itself.
 */
export const visuallyHidden = css(VISUALLY_HIDDEN_STYLES);
