// Sorted by path: Biome organizes exports.
export {
  AccountMenu,
  type AccountMenuAction,
  type AccountMenuChoice,
  type AccountMenuProps,
} from './AccountMenu/AccountMenu.tsx';
export {
  AddressChip,
  type AddressChipLabels,
  type AddressChipProps,
} from './AddressChip/AddressChip.tsx';
export { AddressField, type AddressFieldProps } from './AddressField/AddressField.tsx';
export { type AddressCheck, checkAddressInput } from './AddressField/checkAddressInput.ts';
export { Amount, type AmountProps, type AmountTone } from './Amount/Amount.tsx';
export { AppShell, type AppShellLabels, type AppShellProps } from './AppShell/AppShell.tsx';
export { BarLineChart, type BarLineChartProps } from './BarLineChart/BarLineChart.tsx';
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type Crumb,
} from './Breadcrumbs/Breadcrumbs.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button.tsx';
export { Card, type CardProps } from './Card/Card.tsx';
export { ChainBadge, type ChainBadgeLabels, type ChainBadgeProps } from './ChainBadge/ChainBadge.tsx';
export {
  type ConfirmDetail,
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmReason,
} from './ConfirmDialog/ConfirmDialog.tsx';
export { compareDecimal, compareText, sortRows } from './DataTable/compareValues.ts';
export {
  type ColumnDef,
  createColumnHelper,
  DataTable,
  type DataTableLabels,
  type DataTablePagination,
  type DataTableProps,
  type DataTableState,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from './DataTable/DataTable.tsx';
export { DateField, type DateFieldLabels, type DateFieldProps } from './DateField/DateField.tsx';
export { DateTime, type DateTimeProps } from './DateTime/DateTime.tsx';
export { Dialog, DialogClose, type DialogProps } from './Dialog/Dialog.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { ErrorState, type ErrorStateProps } from './ErrorState/ErrorState.tsx';
export {
  FilterBar,
  type FilterBarLabels,
  type FilterBarProps,
  FilterGroup,
} from './FilterBar/FilterBar.tsx';
export * from './format/index.ts';
export { IconButton, type IconButtonProps, type IconButtonSize } from './IconButton/IconButton.tsx';
export {
  type Language,
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from './LanguageSwitcher/LanguageSwitcher.tsx';
export { Menu, type MenuItem, type MenuLinkProps, type MenuProps } from './Menu/Menu.tsx';
export {
  checkDecimalInput,
  type DecimalCheck,
  type DecimalProblem,
  type DecimalRules,
} from './NumberField/checkDecimalInput.ts';
export { NumberField, type NumberFieldMessages, type NumberFieldProps } from './NumberField/NumberField.tsx';
export { Pagination, type PaginationLabels, type PaginationProps } from './Pagination/Pagination.tsx';
export { clampPage, pageCount } from './Pagination/pageCount.ts';
export { SearchField, type SearchFieldProps, type SearchResult } from './SearchField/SearchField.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './SegmentedControl/SegmentedControl.tsx';
export { Select, type SelectOption, type SelectProps } from './Select/Select.tsx';
export { Skeleton, type SkeletonProps, SkeletonText } from './Skeleton/Skeleton.tsx';
export { type SpaceStep, Stack, type StackProps } from './Stack/Stack.tsx';
export { StatCard, type StatCardProps } from './StatCard/StatCard.tsx';
export {
  OrderStatusBadge,
  type OrderStatusBadgeProps,
  StatusBadge,
  type StatusBadgeProps,
  WithdrawalStatusBadge,
  type WithdrawalStatusBadgeProps,
} from './StatusBadge/StatusBadge.tsx';
export {
  type OrderStatus,
  orderStatusTones,
  type StatusTone,
  toneOf,
  type WithdrawalStatus,
  withdrawalStatusTones,
} from './StatusBadge/statusTones.ts';
export { type TabItem, Tabs, type TabsProps } from './Tabs/Tabs.tsx';
export { Text, type TextProps, type TextTone } from './Text/Text.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export {
  type ThemeChoice,
  ThemeToggle,
  type ThemeToggleLabels,
  type ThemeToggleProps,
} from './ThemeToggle/ThemeToggle.tsx';
export {
  Toaster,
  type ToasterLabels,
  type ToasterProps,
  type ToastItem,
  type ToastTone,
} from './Toast/Toast.tsx';
export { TreeView, type TreeViewItem, type TreeViewProps } from './TreeView/TreeView.tsx';
export { TxHashLink, type TxHashLinkLabels, type TxHashLinkProps } from './TxHashLink/TxHashLink.tsx';
export * from './theme/index.ts';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden.ts';
