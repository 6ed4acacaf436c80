// Radix's, so there is one visually-hidden style: the same as `theme/visuallyHidden.ts` for styled parts.
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
