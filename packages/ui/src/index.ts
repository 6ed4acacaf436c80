// Sorted by path: Biome organizes exports.
export {
  AddressChip,
  type AddressChipLabels,
  type AddressChipProps,
} from './AddressChip/AddressChip.tsx';
export { AddressField, type AddressFieldProps } from './AddressField/AddressField.tsx';
export { type AddressCheck, checkAddressInput } from './AddressField/checkAddressInput.ts';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button.tsx';
export {
  type ConfirmDetail,
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmReason,
} from './ConfirmDialog/ConfirmDialog.tsx';
export { Dialog, DialogClose, type DialogProps } from './Dialog/Dialog.tsx';
export * from './format/index.ts';
export { IconButton, type IconButtonProps } from './IconButton/IconButton.tsx';
export {
  checkDecimalInput,
  type DecimalCheck,
  type DecimalProblem,
  type DecimalRules,
} from './NumberField/checkDecimalInput.ts';
export { NumberField, type NumberFieldMessages, type NumberFieldProps } from './NumberField/NumberField.tsx';
export { Select, type SelectOption, type SelectProps } from './Select/Select.tsx';
export { type TabItem, Tabs, type TabsProps } from './Tabs/Tabs.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export * from './theme/index.ts';
