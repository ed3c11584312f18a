// The shared UI kit: import from '@web/ui'. Each component lives in its own file; this is the list.
export { DataTable } from './data-table/data-table';
export type { DataTableColumn, DataTableProps, PagesPagination, InfinitePagination } from './data-table/types';
export { nextSort, type DataTableSort, type SortDirection } from './data-table/sort-cycle';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE } from './data-table/page-sizes';
export { TablePager } from './data-table/table-pager';

export { DateRangePicker, type DateRangePickerProps } from './date-range-picker/date-range-picker';
export {
  DATE_FORMATS,
  PRESETS,
  detectPreset,
  formatDate,
  formatRange,
  type DateFormat,
  type DateRange,
  type Preset,
  type PresetId,
} from './date-range-picker/date-range';

export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { StatusBadge, statusText, type StatusBadgeProps } from './status-badge';
export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './unsaved-changes-guard';
export { AppToaster, notify, toaster, TOAST_DURATION_MS, type Notification, type NotifyType } from './toaster';
export { PageHeader, type PageHeaderProps } from './page-header';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { LoadingSkeleton, type LoadingSkeletonProps } from './loading-skeleton';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Figure } from './figure';
export { useLoad, type Loaded } from './use-load';
export { formatCount, formatRate, formatWhen, formatCents, formatMillicents } from './formats';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { RowActionsMenu, type RowAction, type RowActionsMenuProps } from './row-actions-menu';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './use-debounced-value';
export { FilterField } from './filter-field';
export { formatBytes, formatDuration } from './file-formats';
export { useObjectUrl, type ObjectUrl } from './use-object-url';

export { zodValidate } from './form-validation';
export { showFormError, showRefusal } from './form/form-errors';
export { TextField, type TextFieldProps } from './form/text-field';
export { PasswordField, type PasswordFieldProps } from './form/password-field';
export { NumberField, type NumberFieldProps } from './form/number-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { CheckboxField } from './form/checkbox-field';
export { TextareaField, type TextareaFieldProps } from './form/textarea-field';
export type { BaseFieldProps } from './form/field-props';
export { toDateHour } from './date-hour';
export { DetailTabs, TabPanel, type TabItem } from './detail-tabs';
export { MissingPage, type MissingPageProps } from './missing-page';
export { FormActions } from './form/form-actions';
export { useListQuery } from './use-list-query';
export { LinkTabs, type LinkTab } from './link-tabs';
export { useBeforeUnload } from './use-before-unload';
export { ToggleGroup, type ToggleGroupProps, type ToggleOption } from './toggle-group';
export { LazyChart, type LazyChartProps } from './chart/lazy-chart';
export type { TimeSeries, ChartValueKind } from './chart/time-chart-options';
