// Texts of a Super-Admin's user tools (src/web/features/user-tools): login as user and its banner,
// the audit log, clone user and the exports, with the server's answers they show. Words other areas
// use (Status, Cancel, Export ...) come from their own catalogues.
export const userTools: Record<string, string> = {
  // Login as user
  'Login as user': 'Đăng nhập với tư cách người dùng',
  'Login as {{email}}': 'Đăng nhập với tư cách {{email}}',
  'Username or email': 'Tên người dùng hoặc email',
  'You are logged in as {{email}}': 'Bạn đang đăng nhập với tư cách {{email}}',
  '(from {{email}})': '(từ {{email}})',
  'Back to my account': 'Quay lại tài khoản của tôi',
  'This user is not existed': 'Người dùng này không tồn tại',
  'This user is not active; only an active user can be logged in as': 'Người dùng này không hoạt động; chỉ có thể đăng nhập với tư cách người dùng đang hoạt động',
  'You are already logged in as yourself': 'Bạn đang đăng nhập bằng chính tài khoản của mình',
  'Username is required field!': 'Tên người dùng là trường bắt buộc!',
  // Audit log
  'Audit log': 'Nhật ký kiểm tra',
  "What was done in users' accounts while a Super-Admin was logged in as them.":
    'Những gì đã được thực hiện trong tài khoản người dùng khi một Super-Admin đăng nhập với tư cách họ.',
  'Root user': 'Người dùng gốc',
  'Acting user': 'Người dùng được thao tác',
  'Acting as': 'Thao tác với tư cách',
  'The audit log could not be loaded': 'Không tải được nhật ký kiểm tra',
  'No entries yet': 'Chưa có mục nào',
  'No entries match these filters': 'Không có mục nào khớp với bộ lọc',
  'Calls that change data, made while logged in as a user, are listed here.':
    'Các thao tác thay đổi dữ liệu, thực hiện khi đăng nhập với tư cách người dùng, được liệt kê ở đây.',
  // Clone user
  'Clone user': 'Nhân bản người dùng',
  Clone: 'Nhân bản',
  'A new account with the settings, contact groups, contacts, auto replies, stats and follow-ups of {{email}}.':
    'Một tài khoản mới với cài đặt, nhóm liên hệ, liên hệ, trả lời tự động, thống kê và theo dõi của {{email}}.',
  'Email input is existed! Please try again with other email!': 'Email đã tồn tại! Vui lòng thử lại với email khác!',
  'The user to clone is not existed': 'Người dùng cần nhân bản không tồn tại',
  'Password must be 8 to 30 characters': 'Mật khẩu phải có từ 8 đến 30 ký tự',
  'Email is incorrect format!': 'Email sai định dạng!',
  // Exports
  'Export users': 'Xuất người dùng',
  'Export campaigns': 'Xuất chiến dịch',
  'Export credit stats': 'Xuất thống kê tín dụng',
  'Credit added and spent by each user over the days you pick, with the balance at the end.':
    'Tín dụng được nạp và đã dùng của từng người dùng trong những ngày bạn chọn, kèm số dư cuối kỳ.',
  'The file is downloaded.': 'Đã tải tệp xuống.',
  'Download again': 'Tải lại',
  Downloaded: 'Đã tải xuống',
  'To date must not be before From date': 'Ngày kết thúc không được trước ngày bắt đầu',
};
