// Sorted by path: Biome organizes exports.
export { AddressField, type AddressFieldProps } from './AddressField/AddressField.tsx';
export { type AddressCheck, checkAddressInput } from './AddressField/checkAddressInput.ts';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button.tsx';
export { IconButton, type IconButtonProps } from './IconButton/IconButton.tsx';
export {
  checkDecimalInput,
  type DecimalCheck,
  type DecimalProblem,
  type DecimalRules,
} from './NumberField/checkDecimalInput.ts';
export { NumberField, type NumberFieldMessages, type NumberFieldProps } from './NumberField/NumberField.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export * from './theme/index.ts';
