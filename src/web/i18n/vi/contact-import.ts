// Texts of the contact import dialog (src/web/features/contacts/import): its steps, the mapping
// screen's field names, the refusals and the import's summary.
export const contactImport: Record<string, string> = {
  // Steps
  'Import contacts': 'Nhập liên hệ',
  'Choose files': 'Chọn tệp',
  'Map columns': 'Ghép cột',
  'Uploading files': 'Đang tải tệp lên',
  'Importing contacts': 'Đang nhập liên hệ',
  'Choose CSV or TXT files': 'Chọn tệp CSV hoặc TXT',
  'Add files': 'Thêm tệp',
  'CSV or TXT files, up to 300 MB each.': 'Tệp CSV hoặc TXT, tối đa 300 MB mỗi tệp.',
  'Remove {{fileName}}': 'Bỏ {{fileName}}',
  Next: 'Tiếp',
  Back: 'Quay lại',
  Import: 'Nhập',

  // Separator and header
  Separator: 'Dấu phân cách',
  'Other separator': 'Dấu phân cách khác',
  Tab: 'Tab',
  Semicolon: 'Dấu chấm phẩy',
  Comma: 'Dấu phẩy',
  Space: 'Dấu cách',
  Other: 'Khác',
  'First row is a header': 'Dòng đầu là tiêu đề',
  'Preview of {{fileName}}': 'Xem trước {{fileName}}',

  // Mapping
  'Phone must be mapped in every file; Link is optional. Other columns become contact fields or custom fields under their header.':
    'Mỗi tệp phải ghép cột Số điện thoại; Liên kết là tùy chọn. Các cột khác thành trường liên hệ hoặc trường tùy chỉnh mang tên tiêu đề của cột.',
  'Phone mapped': 'Đã ghép Số điện thoại',
  'Phone not mapped': 'Chưa ghép Số điện thoại',
  'Link mapped': 'Đã ghép Liên kết',
  'Link optional': 'Liên kết (tùy chọn)',
  'Column mapping of {{fileName}}': 'Ghép cột của {{fileName}}',
  'File column': 'Cột trong tệp',
  'Sample values': 'Giá trị mẫu',
  'Import as': 'Nhập thành',
  'Column {{n}}': 'Cột {{n}}',
  'Import {{column}} as': 'Nhập {{column}} thành',
  'Phone (required)': 'Số điện thoại (bắt buộc)',
  'Link (optional)': 'Liên kết (tùy chọn)',
  'Contact fields': 'Trường liên hệ',
  'Custom field': 'Trường tùy chỉnh',
  Skip: 'Bỏ qua',

  // Contact fields only the mapping screen names (the others are the columns' labels, vi/contacts.ts)
  'Full name': 'Họ và tên',

  // Refusals (import-request.ts)
  '{{fileName}}: file size too big': '{{fileName}}: kích thước tệp quá lớn',
  'file size too big': 'kích thước tệp quá lớn',
  'Phone must be mapped in {{fileName}}': 'Phải ghép cột Số điện thoại trong {{fileName}}',
  'Type the separator of {{fileName}}': 'Hãy nhập dấu phân cách của {{fileName}}',
  '{{field}} is mapped twice in {{fileName}}': '{{field}} được ghép hai lần trong {{fileName}}',
  '{{fileName}} is empty': '{{fileName}} trống',
  '{{fileName}} is not a CSV or TXT file': '{{fileName}} không phải tệp CSV hoặc TXT',
  'At most {{n}} files per import': 'Mỗi lần nhập tối đa {{n}} tệp',

  // Upload and progress
  'Uploading {{fileName}}': 'Đang tải lên {{fileName}}',
  'The upload stopped. Retry sends the files not uploaded yet.': 'Việc tải lên đã dừng. Thử lại sẽ gửi các tệp chưa được tải lên.',
  Retry: 'Thử lại',
  'Starting the import…': 'Đang bắt đầu nhập…',
  'Stopping the import…': 'Đang dừng việc nhập…',
  'Waiting for its turn…': 'Đang chờ đến lượt…',
  'Importing contacts…': 'Đang nhập liên hệ…',
  'Import progress': 'Tiến độ nhập',
  'Connection lost; trying again…': 'Mất kết nối; đang thử lại…',
  'The import goes on on the server; Retry asks for its progress again.': 'Việc nhập vẫn tiếp tục trên máy chủ; Thử lại sẽ hỏi lại tiến độ.',
  'Import completed': 'Nhập hoàn tất',
  'Import failed': 'Nhập thất bại',
  'Import canceled: the group is as it was.': 'Đã hủy nhập: nhóm vẫn như trước.',
  'The import could not start': 'Không thể bắt đầu nhập',
  'You may close this window: the import goes on, and Processes shows it.': 'Bạn có thể đóng cửa sổ này: việc nhập vẫn tiếp tục và hiển thị trong Tiến trình.',
  'Back to the mapping': 'Quay lại ghép cột',
  'Cancel import': 'Hủy nhập',

  // Summary (import-summary.tsx)
  'Import summary': 'Tóm tắt lần nhập',
  'Lead total': 'Tổng số lead',
  Imported: 'Đã nhập',
  Invalid: 'Không hợp lệ',
  'Lead duplicated': 'Lead trùng lặp',
  'Lead optout': 'Lead đã hủy đăng ký',
  'Lead system blacklisted': 'Lead trong danh sách chặn của hệ thống',
  Suppressed: 'Bị loại trừ',
};
