// Texts of the shared components in src/web/ui.
export const ui: Record<string, string> = {
  // DataTable
  'data not found': 'không tìm thấy dữ liệu',
  Actions: 'Thao tác',
  'Select all rows': 'Chọn tất cả các dòng',
  'Select row': 'Chọn dòng',
  'Rows per page': 'Số dòng mỗi trang',
  '{{from}}-{{to}} of {{total}}': '{{from}}-{{to}} trên {{total}}',
  'Page {{page}} of {{last}}': 'Trang {{page}} / {{last}}',
  'First page': 'Trang đầu',
  'Previous page': 'Trang trước',
  'Next page': 'Trang sau',
  'Last page': 'Trang cuối',
  'Go to page': 'Đến trang',

  // DateRangePicker
  'Pick a date range': 'Chọn khoảng thời gian',
  Presets: 'Mốc có sẵn',
  'Last 30 minutes': '30 phút qua',
  'Last 1 hour': '1 giờ qua',
  Today: 'Hôm nay',
  Yesterday: 'Hôm qua',
  'This week': 'Tuần này',
  'Last week': 'Tuần trước',
  'Last 7 Days': '7 ngày qua',
  'Last 30 Days': '30 ngày qua',
  'This month': 'Tháng này',
  'Last month': 'Tháng trước',
  'This year': 'Năm nay',
  'Custom range': 'Tùy chỉnh',
  'Previous month': 'Tháng trước đó',
  'Next month': 'Tháng sau',
  'Start time': 'Giờ bắt đầu',
  'End time': 'Giờ kết thúc',
  Close: 'Đóng',
  Apply: 'Áp dụng',
  'Clear date range': 'Xóa khoảng thời gian',

  // ConfirmDialog and the unsaved-changes guard
  Confirm: 'Xác nhận',
  Cancel: 'Hủy',
  'Leave this page?': 'Rời khỏi trang này?',
  'changes not saved': 'các thay đổi chưa được lưu',
  Leave: 'Rời đi',
  Stay: 'Ở lại',

  // Form fields
  'Show password': 'Hiện mật khẩu',
  'Hide password': 'Ẩn mật khẩu',

  // Layout helpers
  Loading: 'Đang tải',
};
