// Texts of the settings page's Price table and Routes info tabs (src/web/features/rates).
// Words other areas already translate ('Country', 'Route', 'Price', 'Yes', 'One-way'...) come from their files.
export const settingsRates: Record<string, string> = {
  'Price table': 'Bảng giá',
  'Routes info': 'Thông tin tuyến',
  'The price table could not be loaded': 'Không tải được bảng giá',
  'No prices yet': 'Chưa có giá',
  'Prices appear here once they are set for your account.': 'Giá sẽ hiện ở đây khi được thiết lập cho tài khoản của bạn.',
  'Price of one message, or of one call for VOICE and RVM.': 'Giá của một tin nhắn, hoặc một cuộc gọi với VOICE và RVM.',
  'The routes could not be loaded': 'Không tải được danh sách tuyến',
  'No routes yet': 'Chưa có tuyến nào',
  'Routes open to you appear here.': 'Các tuyến bạn được dùng sẽ hiện ở đây.',
  'Route not found': 'Không tìm thấy tuyến',
  'No route open to you has this name.': 'Không có tuyến nào bạn được dùng mang tên này.',
  'Message types': 'Loại tin nhắn',
  'Supports attachments': 'Hỗ trợ tệp đính kèm',
  '10DLC': '10DLC',
  'Creative approval required': 'Cần duyệt nội dung',
  Prices: 'Giá',
  'Prices of {{route}}': 'Giá của {{route}}',
};
