// Texts of the notifications (src/web/features/notifications): the bell and its panel, the items'
// titles as the server writes them and the events' labels (src/domain/notifications.ts, translated
// by key), the /notification-setting page, and the server's messages. Words other areas also use
// ('All', 'Unread', 'Read', 'Updated'...) are repeated here with the same text.
export const notifications: Record<string, string> = {
  // The bell and its panel
  Notifications: 'Thông báo',
  'Notifications, {{count}} unread': 'Thông báo, {{count}} chưa đọc',
  'Mark all as read': 'Đánh dấu tất cả là đã đọc',
  'Mark as read': 'Đánh dấu đã đọc',
  'Mark as read: {{title}}': 'Đánh dấu đã đọc: {{title}}',
  Show: 'Hiển thị',
  All: 'Tất cả',
  Unread: 'Chưa đọc',
  Read: 'Đã đọc',
  Open: 'Mở',
  'The notifications could not be loaded': 'Không tải được thông báo',
  'No unread notifications': 'Không có thông báo chưa đọc',
  'No notifications yet': 'Chưa có thông báo nào',
  'Finished campaigns, imports and purchases, and a low balance, are told here.':
    'Chiến dịch, lượt nhập và giao dịch mua đã hoàn tất, cùng số dư thấp, sẽ được báo tại đây.',
  '{{first}}–{{last}} of {{total}}': '{{first}}–{{last}} trên {{total}}',
  'Previous page': 'Trang trước',
  'Next page': 'Trang sau',
  // The items' titles (the server's) and the events' labels
  'Campaign finished': 'Chiến dịch đã kết thúc',
  'Registration status changed': 'Trạng thái đăng ký đã thay đổi',
  'Registration sent': 'Đã gửi đăng ký',
  'Registration retrying': 'Đang thử đăng ký lại',
  'Registration approved': 'Đăng ký đã được duyệt',
  'Registration rejected': 'Đăng ký bị từ chối',
  'Campaign paused': 'Chiến dịch đã tạm dừng',
  'Campaign paused for lack of credit': 'Chiến dịch tạm dừng vì thiếu tín dụng',
  'Contact import finished': 'Đã nhập xong liên hệ',
  'Contact import failed': 'Nhập liên hệ thất bại',
  'Scrub finished': 'Đã lọc xong',
  'Low balance': 'Số dư thấp',
  'DID purchase finished': 'Đã mua xong DID',
  'Domain purchase finished': 'Đã mua xong tên miền',
  // /notification-setting
  'Notification settings': 'Cài đặt thông báo',
  'Choose which events notify you, and where a copy is mailed.': 'Chọn những sự kiện sẽ thông báo cho bạn, và địa chỉ nhận bản sao qua email.',
  'The notification settings could not be loaded': 'Không tải được cài đặt thông báo',
  'Notify me when': 'Thông báo cho tôi khi',
  'Notification emails': 'Email nhận thông báo',
  'ops@example.com, billing@example.com': 'ops@example.com, billing@example.com',
  'Comma-separated. A copy of each notification is mailed to every address; leave empty for none.':
    'Phân tách bằng dấu phẩy. Mỗi thông báo sẽ được gửi bản sao đến từng địa chỉ; để trống nếu không muốn nhận.',
  // The server's messages (src/domain/notifications.ts)
  Updated: 'Đã cập nhật',
  'Notification is not existed': 'Thông báo không tồn tại',
  'Emails must be at most 10 addresses': 'Email tối đa 10 địa chỉ',
  'Emails must be valid emails separated by commas: {{email}} is not one': 'Email phải là các địa chỉ hợp lệ, phân tách bằng dấu phẩy: {{email}} không hợp lệ',
};
